import { itemImageUse } from '../../../resources/imageUses';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
    isCatalogItem,
    ITEM_TYPE_CHOICES,
    itemImageFits,
    type CatalogItemType,
    type ItemImageSize,
} from '../../../resources/curation/layout';
import { moduleItemErrors } from '../../../resources/curation/moduleItems';
import { imageSize } from '../../../resources/images';
import { fill, messages } from '../../../resources/messages';
import UploadButton from '../../components/UploadButton';
import { errorDetail } from '../../views/errors';
import type { NewItem } from './itemRules';
import RecordPicker, { type PickedRecord } from './RecordPicker';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

/** The message refusing an image of the wrong size, naming the size expected here. */
export const wrongSize = (need: ItemImageSize, actual: string) =>
    fill(messages.curation.itemImageSize, { actual, width: need.width, height: need.height, where: need.where });

/**
 * A new item: its type, then its catalog record by autocomplete, or a link (custom) or video
 * address with an image uploaded at the size where the module's items show.
 */
export default function AddItemDialog(props: {
    defaultType: string;
    need: ItemImageSize;
    onClose: () => void;
    onAdd: (item: NewItem) => Promise<void>;
}) {
    const { need, onClose, onAdd } = props;
    const dataProvider = useConsoleDataProvider();
    const [type, setType] = useState(props.defaultType);
    const [record, setRecord] = useState<PickedRecord | null>(null);
    const [title, setTitle] = useState('');
    const [url, setUrl] = useState('');
    const [image, setImage] = useState<string | null>(null);
    const [imageError, setImageError] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    const [errors, setErrors] = useState<Record<string, string>>({});
    const catalog = isCatalogItem(type);

    async function onFile(file: File) {
        setImageError(null);
        const size = imageSize(new Uint8Array(await file.arrayBuffer()));
        if (!size || !itemImageFits(need, size.width, size.height)) {
            setImageError(wrongSize(need, size ? `${size.width}x${size.height}` : 'not a PNG or JPEG image'));
            return;
        }
        setBusy(true);
        try {
            setImage(
                // The general image upload, checked for where this module's items show.
                (await dataProvider.uploadMediaImage(itemImageUse(need), file)).image
            );
        } catch (e) {
            setImageError(errorDetail(e) || messages.errors.uploadFailed);
        } finally {
            setBusy(false);
        }
    }

    async function submit() {
        const item: NewItem = {
            item_type: type,
            item_id: catalog ? (record?.id ?? null) : null,
            title: title.trim() || (catalog ? record?.title || null : null),
            image,
            url: url.trim() || null,
        };
        const found = moduleItemErrors(item);
        setErrors(found);
        if (Object.keys(found).length) return;
        setBusy(true);
        await onAdd(item);
        setBusy(false);
    }

    return (
        <Dialog open onClose={onClose} aria-labelledby="add-item-title" fullWidth>
            <DialogTitle id="add-item-title">Add item</DialogTitle>
            <DialogContent>
                <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
                    <TextField
                        select
                        label="Item Type"
                        value={type}
                        onChange={e => {
                            setType(e.target.value);
                            setRecord(null);
                        }}
                    >
                        {ITEM_TYPE_CHOICES.map(c => (
                            <MenuItem key={c.id} value={c.id}>
                                {c.name}
                            </MenuItem>
                        ))}
                    </TextField>
                    {catalog && (
                        <RecordPicker
                            itemType={type as CatalogItemType}
                            value={record}
                            onChange={setRecord}
                            error={errors.item_id}
                        />
                    )}
                    <TextField
                        label="Title"
                        value={title}
                        onChange={e => setTitle(e.target.value)}
                        helperText={catalog ? 'Empty: the record’s own title' : 'Shown under the image'}
                        slotProps={{ htmlInput: { maxLength: 250 } }}
                    />
                    {!catalog && (
                        <TextField
                            label="URL"
                            value={url}
                            onChange={e => setUrl(e.target.value)}
                            error={!!errors.url}
                            helperText={
                                errors.url ?? (type === 'video' ? 'The video’s address' : 'Where the item links')
                            }
                        />
                    )}
                    <Box>
                        <FormHelperText>
                            Image: {need.width}x{need.height} ({need.where}), PNG or JPEG
                            {catalog ? '; empty: the record’s own image' : ''}
                        </FormHelperText>
                        {image && <Alert severity="success">Image uploaded</Alert>}
                        <UploadButton
                            label="Upload image"
                            accept="image/png,image/jpeg"
                            size="small"
                            busy={busy}
                            onFile={f => void onFile(f)}
                        />
                        {(imageError ?? errors.image) && (
                            <FormHelperText error>{imageError ?? errors.image}</FormHelperText>
                        )}
                    </Box>
                </Box>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{messages.confirm.cancel}</Button>
                <Button variant="contained" disabled={busy} onClick={() => void submit()}>
                    Add
                </Button>
            </DialogActions>
        </Dialog>
    );
}
