import Synchronization
import SpinnerPipeline

/// Everything one command writes, under temporary names until all of it is complete: the renders
/// and the small files that describe them (a manifest, a batch's records and its manifest). None
/// is moved into place until every one is staged, so a manifest that cannot be written (a
/// `/proc` path, a full disk) leaves no render behind, and a failed render no record.
///
///     add(render) ... stage(file) ... ──► move(): all moved in the order added
///                         └─ any failure ─► discard(): all removed, and the folders made for them
///
/// The command line moves them with `commit`, which first checks that no signal came.
package final class StagedOutputs: Sendable {
    private enum Item {
        case render(StagedRender)
        case file(StagedFile)
    }
    /// Guarded: a batch's jobs stage on worker threads and the batch moves them on its own.
    private let staged = Mutex<[Item]>([])

    /// Nothing staged yet.
    package init() {}

    package func add(_ render: StagedRender) { staged.withLock { $0.append(.render(render)) } }

    /// Writes a small file under its temporary name; a failure is `.cannotCreate` when the file
    /// cannot be made there, `.ioError` when writing it failed (a full disk).
    package func stage(_ bytes: [UInt8], to path: String, what: String) throws(OutputsError) {
        do throws(PipelineError) {
            let file = try StagedFile(bytes, to: path)
            staged.withLock { $0.append(.file(file)) }
        } catch {
            throw OutputsError("could not write the \(what): \(error.message)", hint: error.hint,
                               kind: error.kind == .io ? .ioError : .cannotCreate)
        }
    }

    /// Moves everything into place in the order added; should a move fail, what was not yet moved
    /// is removed. (The command line's `commit` checks for a signal first; a caller that made
    /// that check once for several moves calls this.)
    package func move() throws(OutputsError) -> [[RenderSummary]] {
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
            throw OutputsError(error)
        }
        return summaries
    }

    /// Removes everything staged, last first (a later output may sit in a folder an earlier one made).
    package func discard() {
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
