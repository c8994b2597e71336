/** The older package edit page (/edit-subscription/{id}) and its row action. */
export const packages = {
    title: 'Packages',
    edit_prices: 'Edit package prices',
    info: 'Package Info',
    info_line: 'Package info line %{n}',
    remove_info_line: 'Remove package info line %{n}',
    add_line: 'Add line',
};
