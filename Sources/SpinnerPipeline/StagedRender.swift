/// A finished render whose outputs are still under their temporary names (see
/// `RenderPipeline.stage`): `commit` moves them into place, `discard` removes them and the
/// folders made for them. Exactly one of the two is called.
public final class StagedRender: Sendable {
    private let stagings: [OutputStaging]
    private let frames: Range<Int>
    private let seconds: Double
    /// Each output's frame hashes (empty when not asked for), in the order of the outputs.
    private let frameHashes: [[String]]

    init(stagings: [OutputStaging], frames: Range<Int>, seconds: Double, frameHashes: [[String]]) {
        self.stagings = stagings
        self.frames = frames
        self.seconds = seconds
        self.frameHashes = frameHashes
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
            var summary = RenderSummary(frameCount: frames.count, files: list, seconds: seconds)
            summary.frameHashes = k < frameHashes.count ? frameHashes[k] : []
            return summary
        }
    }

    /// Removes every output and the folders created for them, last first (a later output may
    /// sit in a folder an earlier one created).
    public func discard() {
        for s in stagings.reversed() { s.discard() }
    }
}
