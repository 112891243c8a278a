import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { fill, messages } from '../../../resources/messages';
import { config } from '../../config';
import { errorDetail } from '../../views/errors';
import { trackStream } from '../../../resources/operations/catalog';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

const m = messages.player;
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/**
 * Plays the track's stream. The audio is fetched with the user's token (an audio element cannot
 * send one) on the first press. Needle drop (seeking) and the advanced controls (speed) follow
 * the player flags of the configuration, both off by default (spec §9).
 */
export default function TrackPlayer({
    trackId,
    flags = config.player,
}: {
    trackId: unknown;
    flags?: typeof config.player;
}) {
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const audio = useRef<HTMLAudioElement>(null);
    const [src, setSrc] = useState<string | null>(null);
    const [loading, setLoading] = useState(false);
    const [playing, setPlaying] = useState(false);
    const [time, setTime] = useState({ at: 0, of: 0 });
    const [rate, setRate] = useState(1);

    useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);
    useEffect(() => {
        if (audio.current) audio.current.playbackRate = rate;
    }, [rate, src]);

    async function toggle() {
        if (playing) return audio.current?.pause();
        if (!src) {
            setLoading(true);
            try {
                setSrc(URL.createObjectURL(await dataProvider.call(trackStream, trackId as number)));
            } catch (e) {
                notify(fill(m.failed, { error: errorDetail(e) }), { type: 'error' });
            } finally {
                setLoading(false);
            }
            return; // plays once loaded (autoPlay)
        }
        void audio.current?.play();
    }

    const percent = time.of ? (time.at / time.of) * 100 : 0;
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, maxWidth: 640 }}>
            <IconButton onClick={() => void toggle()} disabled={loading} aria-label={playing ? m.pause : m.play}>
                {playing ? <PauseIcon /> : <PlayArrowIcon />}
            </IconButton>
            {flags.needleDrop ? (
                <Slider
                    aria-label={m.position}
                    value={time.at}
                    max={time.of || 1}
                    step={0.1}
                    disabled={!src}
                    onChange={(_, v) => {
                        if (audio.current) audio.current.currentTime = v as number;
                    }}
                />
            ) : (
                <LinearProgress
                    aria-label={m.position}
                    variant={loading ? 'indeterminate' : 'determinate'}
                    value={percent}
                    sx={{ flex: 1 }}
                />
            )}
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {clock(time.at)} / {clock(time.of)}
            </Typography>
            {flags.advanced && (
                <TextField
                    select
                    size="small"
                    label={m.speed}
                    value={rate}
                    onChange={e => setRate(Number(e.target.value))}
                >
                    {[0.5, 1, 1.5, 2].map(r => (
                        <MenuItem key={r} value={r}>
                            {r}×
                        </MenuItem>
                    ))}
                </TextField>
            )}
            {src && (
                <audio
                    ref={audio}
                    src={src}
                    autoPlay
                    onPlay={() => setPlaying(true)}
                    onPause={() => setPlaying(false)}
                    onEnded={() => setPlaying(false)}
                    onLoadedMetadata={e => setTime({ at: 0, of: e.currentTarget.duration })}
                    onTimeUpdate={e => setTime({ at: e.currentTarget.currentTime, of: e.currentTarget.duration })}
                />
            )}
        </Box>
    );
}
