/// A finished render whose outputs are still under their temporary names (see
/// `RenderPipeline.stage`): `commit` moves them into place, `discard` removes them and the
/// folders made for them. Exactly one of the two is called.
public final class StagedRender: Sendable {
    let stagings: [OutputStaging]
    let frames: Range<Int>
    let seconds: Double
    /// Each output's frame hashes (empty when not asked for), in the order of the outputs.
    let frameHashes: [[String]]
    /// Each output's `RenderSummary.blendedOverMatte`, in the order of the outputs.
    let blendedOverMatte: [Bool]
    /// Each output's frame count where it is not `frames.count` (a GIF's file above 50 fps).
    let frameCounts: [Int?]
    /// Each output's `RenderSummary.budgetChoice` (empty: none had a budget).
    let budgetChoices: [ByteBudgetChoice?]

    init(stagings: [OutputStaging], frames: Range<Int>, seconds: Double, frameHashes: [[String]],
         blendedOverMatte: [Bool] = [], frameCounts: [Int?] = [], budgetChoices: [ByteBudgetChoice?] = []) {
        self.frameCounts = frameCounts
        self.budgetChoices = budgetChoices
        self.stagings = stagings
        self.frames = frames
        self.seconds = seconds
        self.frameHashes = frameHashes
        self.blendedOverMatte = blendedOverMatte
    }

    /// Each output's frame hashes as `commit` will report them (empty when not asked for), known
    /// before the move, so what describes the outputs (a manifest) can be staged with them.
    public var stagedFrameHashes: [[String]] {
        stagings.indices.map { $0 < frameHashes.count ? frameHashes[$0] : [] }
    }

    /// Each output's files as they are now and where `commit` moves them, in frame order: a
    /// record of the outputs can read their bytes before they are in place. A stream's file is
    /// the stream itself (`isStream`), which holds nothing to read back.
    public var stagedFiles: [[StagedOutputFile]] {
        stagings.map { s in
            switch s.target {
            case .pngSequence(let pattern):
                return frames.map { StagedOutputFile(staged: s.stagedPath(frame: $0), final: pattern.path(for: $0), isStream: false) }
            default:
                let final = s.target.filePath ?? "-"
                return [StagedOutputFile(staged: s.stagedFile, final: final, isStream: !s.isStaged)]
            }
        }
    }

    /// Moves every output into place, in order, and returns a summary per output. Should a move
    /// fail, the outputs not yet moved are removed (those before it are in place).
    public func commit() throws(PipelineError) -> [RenderSummary] {
        var files: [[String]] = []
        do throws(PipelineError) {
            for s in stagings { files.append(try s.commit(frames: frames)) }
        } catch {
            discard()
            throw error
        }
        return files.enumerated().map { k, list in
            let count = k < frameCounts.count ? frameCounts[k] ?? frames.count : frames.count
            var summary = RenderSummary(frameCount: count, files: list, seconds: seconds)
            summary.frameHashes = k < frameHashes.count ? frameHashes[k] : []
            summary.blendedOverMatte = k < blendedOverMatte.count && blendedOverMatte[k]
            summary.budgetChoice = k < budgetChoices.count ? budgetChoices[k] : nil
            return summary
        }
    }

    /// Removes every output and the folders created for them, last first (a later output may
    /// sit in a folder an earlier one created).
    public func discard() {
        for s in stagings.reversed() { s.discard() }
    }
}

/// One file of a staged output: where its bytes are now, and where they go.
public struct StagedOutputFile: Hashable, Sendable {
    public let staged: String
    public let final: String
    /// Written in place (a device, a FIFO, standard output): nothing to read back or move.
    public let isStream: Bool
}
