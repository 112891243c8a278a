/** An API call as a demo user (`path` below /v4/): its status and parsed body. */
export type CallAs = (user: string, path: string, method?: string) => Promise<{ status: number; body: unknown }>;

/**
 * A write a policy holds for a second person (issue 44: a supplier's bank accounts), answered 202,
 * is approved by one of its approvers other than its writer, as the store's people would. Answers
 * what the write itself would have (`status`, the record); any other answer as it came.
 */
export async function approveHeld(
    answer: { status: number; body: unknown },
    writer: string,
    status: number,
    callAs: CallAs
): Promise<{ status: number; body: unknown }> {
    if (answer.status !== 202) return answer;
    const { approval } = answer.body as { approval: { id: number } };
    const { approvers } = (await callAs('admin', `approvals/${approval.id}/`)).body as { approvers: string[] };
    const decided = await callAs(
        approvers.find(role => role !== writer) ?? 'admin',
        `approvals/${approval.id}/approve/`,
        'POST'
    );
    return decided.status === 200 ? { status, body: (decided.body as { result: unknown }).result } : decided;
}
