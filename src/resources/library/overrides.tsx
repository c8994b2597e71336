import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { RaRecord } from 'react-admin';
import { HintButton } from '../../ui/HintButton';
import { NameList } from '../../schema/views/NameList';
import type { ListOverrides } from '../../schema/views/listOverrides';
import { useText } from '../../schema/views/useText';
import { audienceOf, sharedToText, tagText } from './display';

/** Where a resource opens: its link, else its file (shown in the browser) through the signed link the API gave. */
const openUrlOf = (row: RaRecord): string | undefined => {
    if (typeof row.link === 'string' && row.link) return row.link;
    if (typeof row.file_url === 'string' && row.file_url) return row.file_url;
    return undefined;
};

/**
 * Why a resource has no download, in the words of its Downloadable cell: blocked ("NO"), a link with no file to
 * download (the cell still reads "YES": downloads are allowed), or a file this session may not read.
 */
const noDownloadReason = (row: RaRecord): string =>
    row.block_download !== true && typeof row.link === 'string' && row.link && !row.resource_file
        ? 'Nothing to download: this resource is a link'
        : 'Download not allowed';

/** Open (new tab) and download; download is off for links and for resources that block it. */
const OpenAndDownload = ({ row }: { row: RaRecord }) => {
    const text = useText();
    const openUrl = openUrlOf(row);
    // The API gives a download link only for a file whose resource allows downloads.
    const downloadUrl =
        row.block_download !== true && typeof row.download_url === 'string' && row.download_url
            ? row.download_url
            : undefined;
    const canDownload = downloadUrl !== undefined;
    return (
        <>
            <HintButton
                hint={text('Open')}
                held
                component="a"
                href={openUrl}
                target="_blank"
                rel="noopener noreferrer"
                disabled={!openUrl}
            >
                <OpenInNew fontSize="small" />
            </HintButton>
            <HintButton
                hint={text(canDownload ? 'Download' : noDownloadReason(row))}
                label={text('Download')}
                held
                component="a"
                href={downloadUrl}
                download
                disabled={!canDownload}
            >
                <FileDownloadOutlined fontSize="small" />
            </HintButton>
        </>
    );
};

/** Who a resource is for: everyone (TBP), the creator alone, or the names with Show More. */
const Audience = ({ row }: { row: RaRecord }) => {
    const text = useText();
    const audience = audienceOf(row);
    return 'text' in audience ? <>{text(audience.text)}</> : <NameList names={audience.names} shown={3} />;
};

/** The libraries' cells the field kinds cannot say: the tag chain, TBP's shared-to and audience; their open and download. */
export const libraryOverrides = (): ListOverrides => ({
    cells: {
        tag: row => tagText(row),
        shared_to: row => sharedToText(row),
        // One rule on all three libraries: a private resource (or one shared with nobody) reads "Me Only".
        access: row => <Audience row={row} />,
    },
    rowActions: row => <OpenAndDownload row={row} />,
});
