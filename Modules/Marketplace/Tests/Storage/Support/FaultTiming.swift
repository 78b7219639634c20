/// When an injected fault is thrown, relative to the step's real write.
enum FaultTiming: String, CaseIterable, Sendable {
    /// The step's write never happens; earlier steps' writes have.
    case beforeWriting
    /// The step's write has happened too; only the rollback can undo it.
    case afterWriting
}
