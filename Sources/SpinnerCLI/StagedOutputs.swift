import Synchronization
import SpinnerPipeline

/// Everything one command writes, under temporary names until all of it is complete: the renders
/// and the small files that describe them (a manifest, a batch's records and its manifest). None
/// is moved into place until every one is staged, so a manifest that cannot be written (a
/// `/proc` path, a full disk) leaves no render behind, and a failed render no record.
///
///     add(render) ... stage(file) ... ──► commit(flag): all moved in the order added
///                         └─ any failure ─► discard(): all removed, and the folders made for them
final class StagedOutputs: Sendable {
    private enum Item {
        case render(StagedRender)
        case file(StagedFile)
    }
    /// Guarded: a batch's jobs stage on worker threads and the batch moves them on its own.
    private let staged = Mutex<[Item]>([])

    func add(_ render: StagedRender) { staged.withLock { $0.append(.render(render)) } }

    /// Writes a small file under its temporary name; a failure is 73 when the file cannot be made
    /// there, 74 when writing it failed (a full disk).
    func stage(_ bytes: [UInt8], to path: String, what: String) throws(CLIError) {
        do throws(PipelineError) {
            let file = try StagedFile(bytes, to: path)
            staged.withLock { $0.append(.file(file)) }
        } catch {
            throw CLIError("could not write the \(what): \(error.message)", hint: error.hint,
                           exitCode: error.kind == .io ? .ioError : .cannotCreate)
        }
    }

    /// Moves everything into place in the order added, unless a signal came first (see
    /// `SignalTrap.commit`); returns each render's summaries, in the order the renders were
    /// added. On failure everything not yet moved is removed.
    func commit(_ cancellation: CancellationFlag) throws(CLIError) -> [[RenderSummary]] {
        do throws(CLIError) {
            return try SignalTrap.shared.commit(cancellation) { () throws(CLIError) -> [[RenderSummary]] in try move() }
        } catch {
            discard()
            throw error
        }
    }

    /// Moves everything into place in the order added (`commit` without the signal check, for a
    /// caller that made it once for several). Should a move fail, what was not yet moved is removed.
    func move() throws(CLIError) -> [[RenderSummary]] {
        let items = staged.withLock { s in defer { s = [] }; return s }
        var summaries: [[RenderSummary]] = []
        var moved = 0
        do throws(PipelineError) {
            for item in items {
                // Counted first: an item whose move fails removes what it had not moved itself.
                moved += 1
                switch item {
                case .render(let r): summaries.append(try r.commit())
                case .file(let f): try f.commit()
                }
            }
        } catch {
            StagedOutputs.discard(items.dropFirst(moved))
            throw CLIError(error)
        }
        return summaries
    }

    /// Writes small files that land together (`files`: path, bytes, what each is), in a
    /// cancellable section: a signal while they are staged removes them, as for a render.
    static func write(_ files: [(path: String, bytes: [UInt8], what: String)]) throws(CLIError) {
        try SignalTrap.shared.cancellable { (cancellation) throws(CLIError) in
            let staged = StagedOutputs()
            do throws(CLIError) {
                for file in files { try staged.stage(file.bytes, to: file.path, what: file.what) }
            } catch {
                staged.discard()
                throw error
            }
            _ = try staged.commit(cancellation)
        }
    }

    /// One small file, as `write(_:)`.
    static func write(_ bytes: [UInt8], to path: String, what: String) throws(CLIError) {
        try write([(path, bytes, what)])
    }

    /// Removes everything staged, last first (a later output may sit in a folder an earlier one made).
    func discard() {
        StagedOutputs.discard(staged.withLock { s in defer { s = [] }; return s }[...])
    }

    private static func discard(_ items: ArraySlice<Item>) {
        for item in items.reversed() {
            switch item {
            case .render(let r): r.discard()
            case .file(let f): f.discard()
            }
        }
    }
}
