/** A chosen file read in the browser the way the API will judge it: cover art by its size, audio by its content. */
import { AUDIO_HEADER_BYTES, checkAudio } from '../../../resources/audio';
import { imageSize } from '../../../resources/images';
import { messages } from '../../../resources/messages';
import {
    audioNameError,
    coverSizeProblem,
    type ChosenFile,
    type ChosenImage,
} from '../../../resources/packaging/package';

/** The file with what was found; the bytes go with the create call. */
export type Chosen<T extends ChosenFile = ChosenFile> = T & { file: File };

export async function readCover(file: File): Promise<Chosen<ChosenImage>> {
    const size = imageSize(new Uint8Array(await file.arrayBuffer()));
    if (!size) return { name: file.name, file, problem: messages.validation.coverArt };
    // Judged by its size as soon as it is chosen, as Next and the API judge it.
    const problem = coverSizeProblem(size.width, size.height);
    return { name: file.name, file, width: size.width, height: size.height, problem };
}

export async function readAudio(file: File): Promise<Chosen> {
    const byName = audioNameError(file.name);
    if (byName) return { name: file.name, file, problem: byName };
    const ext = file.name.split('.').pop() ?? '';
    const check = checkAudio(ext, new Uint8Array(await file.slice(0, AUDIO_HEADER_BYTES).arrayBuffer()));
    return { name: file.name, file, problem: check.ok ? null : `${messages.errors.uploadFailed} ${check.reason}` };
}
