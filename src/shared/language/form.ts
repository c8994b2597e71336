/** The add/edit modal's words and behaviour. */
export interface FormSection {
    addTitle: string;
    editTitle: string;
    saveLabel?: string;
    updateLabel?: string;
    /** The modal closes after a failed save too (the error toast still shows), as the student modal does. */
    closeOnFailure?: boolean;
}
