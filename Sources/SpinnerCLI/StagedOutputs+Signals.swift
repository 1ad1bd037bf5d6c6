import SpinnerPipeline
import SpinnerOutputs
import SpinnerJobs

/// Staging inside the command line's signal handling: a signal before the move removes
/// everything staged, and the move happens only if none came (see `SignalTrap`).
extension StagedOutputs {
    /// Moves everything into place in the order added, unless a signal came first (see
    /// `SignalTrap.commit`); returns each render's summaries, in the order the renders were
    /// added. On failure everything not yet moved is removed.
    func commit(_ cancellation: CancellationFlag) throws(CLIError) -> [[RenderSummary]] {
        do throws(CLIError) {
            return try SignalTrap.shared.commit(cancellation) { () throws(CLIError) -> [[RenderSummary]] in
                try CLIError.from { () throws(OutputsError) -> [[RenderSummary]] in try move() }
            }
        } catch {
            discard()
            throw error
        }
    }

    /// Writes small files that land together (`files`: path, bytes, what each is), in a
    /// cancellable section: a signal while they are staged removes them, as for a render.
    static func write(_ files: [(path: String, bytes: [UInt8], what: String)]) throws(CLIError) {
        try SignalTrap.shared.cancellable { (cancellation) throws(CLIError) in
            let staged = StagedOutputs()
            do throws(OutputsError) {
                for file in files { try staged.stage(file.bytes, to: file.path, what: file.what) }
            } catch {
                staged.discard()
                throw CLIError(error)
            }
            _ = try staged.commit(cancellation)
        }
    }

    /// One small file, as `write(_:)`.
    static func write(_ bytes: [UInt8], to path: String, what: String) throws(CLIError) {
        try write([(path, bytes, what)])
    }
}
