import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNotify } from 'react-admin';
import { Link } from 'react-router';
import { useFormContext, useWatch } from 'react-hook-form';
import { jobStateName } from '../../../resources/jobs/jobs';
import { fill, messages } from '../../../resources/messages';
import {
    audioPart,
    COVER_PART,
    emptyDraft,
    firstStepWithErrors,
    PACKAGE_PART,
    packageBody,
    PACKAGING_STEPS,
    stepErrors,
    type Errors,
    type PackageDraft,
    type PackagingStepId,
} from '../../../resources/packaging/package';
import { useJob } from '../../jobs/useJob';
import { formatTime } from '../../lib/time';
import { countOf } from '../../../resources/format';
import { errorDetail } from '../../views/errors';
import CreateStep from './CreateStep';
import DraftOffer from './DraftOffer';
import ReleaseStep from './ReleaseStep';
import { errorList, formPath } from './stepErrors';
import TracksStep from './TracksStep';
import { useDraftAutosave } from './useDraftAutosave';
import { createBySpecCalls, noProgress } from './createBySpecCalls';
import UnsavedChangesGuard from '../../components/UnsavedChangesGuard';
import { isOffered } from '../../lib/capabilities';
import type { Chosen } from './fileChecks';
import { createPackage, deleteDraft, type CreatedPackage } from '../../../resources/operations/packaging';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

const m = messages.packaging;

/** The package call's multipart body: the values, the cover and each track's audio (all checked by then). */
function packageForm(values: PackageDraft): FormData {
    const form = new FormData();
    form.append(PACKAGE_PART, JSON.stringify(packageBody(values)));
    form.append(COVER_PART, (values.cover as Chosen).file);
    values.tracks.forEach((t, i) => form.append(audioPart(i), (t.audio as Chosen).file));
    return form;
}
const indexOf = (id: PackagingStepId) => PACKAGING_STEPS.findIndex(s => s.id === id);

/** The steps, their checks before the next opens, the draft kept as the user types, and the create call. */
export default function Wizard() {
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const { setError, clearErrors, reset } = useFormContext();
    const values = useWatch() as PackageDraft;
    // Without the package call (and its drafts) the release is made through §7 calls, and drafts are not kept.
    const packaged = isOffered(createPackage.spec);
    const [step, setStep] = useState<PackagingStepId>('release');
    // Once a step was refused, its errors follow the typing (and go as they are fixed).
    const [checked, setChecked] = useState(false);
    // Create sent the user back to an earlier step: the summary says why they are here.
    const [sentBack, setSentBack] = useState(false);
    const [creating, setCreating] = useState(false);
    const [createError, setCreateError] = useState<string | null>(null);
    const [created, setCreated] = useState<
        (Omit<CreatedPackage, 'job'> & { job: CreatedPackage['job'] | null }) | null
    >(null);
    const [filesToChoose, setFilesToChoose] = useState<string[]>([]);
    const draftIdRef = useRef<number | null>(null);
    // Without the package call: what the §7 calls have created so far, so that Create again goes on from there.
    const progress = useRef(noProgress());
    const autosave = useDraftAutosave(step, draftIdRef, creating || !!created || !packaged);
    const { job, follow } = useJob();
    const heading = useRef<HTMLHeadingElement>(null);
    const summary = useRef<HTMLDivElement>(null);

    const shownErrors: Errors | null = checked ? stepErrors(step, values, packaged) : null;
    const problems = shownErrors && Object.keys(shownErrors).length ? shownErrors : null;
    // The errors on the fields themselves follow the same check.
    useEffect(() => {
        clearErrors();
        for (const [k, message] of Object.entries(problems ?? {})) setError(formPath(k), { type: 'step', message });
    }, [problems ? JSON.stringify(problems) : '', clearErrors, setError]); // eslint-disable-line react-hooks/exhaustive-deps

    /** True when the step may be left forward; otherwise its errors show, and the summary takes the focus. */
    const passes = (id: PackagingStepId): boolean => {
        if (!Object.keys(stepErrors(id, values, packaged)).length) return true;
        setChecked(true);
        setTimeout(() => summary.current?.focus(), 0);
        return false;
    };
    const go = (id: PackagingStepId) => {
        setChecked(false);
        setSentBack(false);
        setStep(id);
        setTimeout(() => heading.current?.focus(), 0);
    };
    const next = () => {
        if (passes(step)) go(PACKAGING_STEPS[indexOf(step) + 1].id);
    };
    // Enter in a field moves on as Next does (never creates the package by itself).
    const onKeyDown = (e: KeyboardEvent) => {
        const target = e.target as HTMLElement;
        if (e.key !== 'Enter' || target.tagName !== 'INPUT' || (target as HTMLInputElement).type === 'checkbox') return;
        e.preventDefault();
        if (step !== 'create') next();
    };

    async function create() {
        // Every step is checked again (a resumed draft lacks its files): the first with a problem opens, its fields marked.
        const first = firstStepWithErrors(values, packaged);
        if (first) {
            setStep(first);
            setChecked(true);
            setSentBack(true);
            setTimeout(() => summary.current?.focus(), 0);
            return;
        }
        setCreating(true);
        setCreateError(null);
        if (!packaged) return createOneByOne();
        try {
            await autosave.flushed();
            const answer = await dataProvider.call(createPackage, undefined, packageForm(values));
            if (draftIdRef.current)
                await dataProvider
                    .call(deleteDraft, draftIdRef.current, undefined, { useDetail: false })
                    .catch(() => null);
            draftIdRef.current = null;
            setCreated(answer);
            notify(
                fill(m.created, { id: answer.release.id, tracks: countOf(answer.tracks.length, 'track', 'tracks') }),
                { type: 'success' }
            );
            follow(answer.job, { kind: 'release-tracks-encode', target: answer.release.id }).catch(e =>
                notify(errorDetail(e), { type: 'error' })
            );
        } catch (e) {
            setCreateError(fill(messages.errors.createUpdate, { resource: 'release', error: errorDetail(e) }));
        } finally {
            setCreating(false);
        }
    }

    /** No package call on this server: the §7 calls create what they can; the form keeps its values on a refusal. */
    async function createOneByOne() {
        try {
            const made = await createBySpecCalls(dataProvider, values, progress.current);
            setCreated({ ...made, job: null });
            notify(
                fill(m.createdBySpecCalls, {
                    id: made.release.id,
                    tracks: countOf(made.tracks.length, 'track', 'tracks'),
                }),
                { type: 'success' }
            );
        } catch (e) {
            const made = progress.current.release;
            const said = fill(messages.errors.createUpdate, { resource: 'release', error: errorDetail(e) });
            setCreateError(
                made
                    ? `${said} ${fill(m.bySpecCallsPartly, { id: made.id, count: progress.current.tracks.length })}`
                    : said
            );
        } finally {
            setCreating(false);
        }
    }

    function startAgain() {
        reset(emptyDraft());
        progress.current = noProgress();
        autosave.settle('');
        setCreated(null);
        go('release');
    }

    if (created)
        return (
            <Box sx={{ display: 'grid', gap: 2 }}>
                <Alert severity="success">
                    {fill(created.job ? m.created : m.createdBySpecCalls, {
                        id: created.release.id,
                        tracks: countOf(created.tracks.length, 'track', 'tracks'),
                    })}
                </Alert>
                {created.job && (
                    <Typography>
                        Encode job {job?.id ?? created.job.id}: {jobStateName(job?.state ?? created.job.state)}
                        {job?.progress != null ? ` (${job.progress}%)` : ''}
                    </Typography>
                )}
                <Box sx={{ display: 'flex', gap: 2 }}>
                    <Button variant="contained" component={Link} to={`/catalog/releases/${created.release.id}`}>
                        Open release
                    </Button>
                    <Button onClick={startAgain}>Package another release</Button>
                </Box>
            </Box>
        );

    const current = indexOf(step);
    return (
        <Box sx={{ display: 'grid', gap: 2 }} onKeyDown={onKeyDown}>
            {/* No drafts on this server: leaving with something typed asks first, or it would be lost. */}
            {!packaged && <UnsavedChangesGuard />}
            {!packaged && <Alert severity="info">{m.bySpecCalls}</Alert>}
            <DraftOffer
                enabled={packaged}
                draftIdRef={draftIdRef}
                onResume={(resumed, saved) => {
                    reset(resumed.draft);
                    autosave.settle(saved);
                    setFilesToChoose(resumed.filesToChoose);
                    go(resumed.step);
                }}
            />
            <Stepper nonLinear activeStep={current} aria-label="Packaging steps">
                {PACKAGING_STEPS.map((s, i) => (
                    <Step key={s.id} completed={i < current}>
                        {/* Earlier steps are open to go back to; later ones open through Next. */}
                        <StepButton disabled={i >= current} onClick={() => go(s.id)}>
                            {s.label}
                        </StepButton>
                    </Step>
                ))}
            </Stepper>
            <Typography variant="h5" component="h2" tabIndex={-1} ref={heading} sx={{ outline: 'none' }}>
                Step {current + 1} of {PACKAGING_STEPS.length}: {PACKAGING_STEPS[current].label}
            </Typography>
            {/* Said until every file is chosen again. */}
            {filesToChoose.length > 0 && (!values.cover || values.tracks.some(t => !t.audio)) && (
                <Alert severity="info" onClose={() => setFilesToChoose([])}>
                    {m.filesNotKept} ({filesToChoose.join(', ')})
                </Alert>
            )}
            {problems && (
                <Alert severity="error" tabIndex={-1} ref={summary} role="alert">
                    {sentBack ? m.fixEarlierStep : m.fixStep}
                    <Box component="ul" sx={{ m: 0, pl: 2 }}>
                        {errorList(problems).map(line => (
                            <li key={line}>{line}</li>
                        ))}
                    </Box>
                </Alert>
            )}
            {step === 'release' && <ReleaseStep />}
            {step === 'tracks' && <TracksStep />}
            {step === 'create' && <CreateStep error={createError} />}
            {creating && <LinearProgress aria-label="Creating the package" />}
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                <Button disabled={current === 0 || creating} onClick={() => go(PACKAGING_STEPS[current - 1].id)}>
                    Back
                </Button>
                {step === 'create' ? (
                    <Button variant="contained" disabled={creating} onClick={create}>
                        Create package
                    </Button>
                ) : (
                    <Button variant="contained" onClick={next}>
                        Next
                    </Button>
                )}
                <Typography variant="body2" color="text.secondary" role="status">
                    {autosave.state.kind === 'saving' && m.draftSaving}
                    {autosave.state.kind === 'saved' && fill(m.draftSaved, { time: formatTime(autosave.state.at) })}
                    {autosave.state.kind === 'failed' && fill(m.draftFailed, { error: autosave.state.error })}
                </Typography>
            </Box>
        </Box>
    );
}
