import SpinnerCore
import SpinnerRaster
import SpinnerEncode

/// The sinks one render feeds, grouped by the background their frames are rasterised over.
///
/// Every output must be byte-identical to the same output rendered alone, and alone it is
/// rasterised over its own background: the rasteriser clears the canvas to the background and
/// blends each shape over it, rounding to 8 bits after every blend. Rasterising once over
/// transparent and compositing the background afterwards rounds once instead, so an edge pixel
/// may come out one step away. So a frame's display list is built once (the timeline is
/// evaluated once), rasterised once per distinct background, and each canvas is prepared by
/// every sink of that background: `-o a.png -o a.gif -o a.webp` rasterise once, adding an MP4
/// (white by default) rasterises twice.
struct FanOut: Sendable {
    /// The distinct backgrounds, in order of first use.
    let backgrounds: [Color]
    /// Each sink, in output order, with the index of its background.
    let sinks: [(background: Int, sink: any FrameSink)]

    /// How errors name each output, in output order (empty: the caller names them).
    let names: [String]
    /// With several sinks, each one's writer queue (see `QueuedWriter`); empty for one sink,
    /// which is written on the calling thread as before.
    let writers: [QueuedWriter]
    /// Per background, the canvases workers draw into: one per frame being rasterised, reused
    /// for every later frame and cleared over what it drew last (a sink that keeps the canvas
    /// itself makes the next draw copy it).
    let canvases: [BufferPool<ReusedCanvas>]

    /// Groups `sinks` (in output order, each with the background it is rasterised over);
    /// `names` lets a write failure name the output it happened in.
    init(_ sinks: [(Color, any FrameSink)], names: [String] = []) {
        var backgrounds: [Color] = []
        var grouped: [(background: Int, sink: any FrameSink)] = []
        for (color, sink) in sinks {
            if let i = backgrounds.firstIndex(of: color) {
                grouped.append((i, sink))
            } else {
                backgrounds.append(color)
                grouped.append((backgrounds.count - 1, sink))
            }
        }
        self.backgrounds = backgrounds
        self.sinks = grouped
        self.names = names
        // Sized on first use by the rasteriser (see `renderReportingChanges(_:into:)`).
        canvases = backgrounds.map { _ in BufferPool { ReusedCanvas() } }
        writers = sinks.count > 1 ? sinks.indices.map { QueuedWriter(sinks[$0].1, label: "spinnergen.output.\($0)") } : []
    }

    /// One sink over one background: the single-output render, unchanged.
    init(_ sink: any FrameSink, background: Color) {
        self.init([(background, sink)])
    }

    /// Rasterises `list` once per background and returns every sink's prepared frame, in
    /// output order. Called from many workers at once.
    func prepare(_ list: DisplayList, index: Int, rasterizer: Rasterizer) throws -> [PreparedFrame] {
        var prepared: [PreparedFrame?] = Array(repeating: nil, count: sinks.count)
        for (b, background) in backgrounds.enumerated() {
            var drawn = list
            drawn.background = background
            var canvas = canvases[b].take()
            _ = rasterizer.renderReportingChanges(drawn, into: &canvas)
            // The pixels the frame wrote, by row (a ring's, not its bounding box).
            let changed = canvas.dirty
            // Every sink of this background is done with the canvas when its prepare returns.
            defer { canvases[b].giveBack(canvas) }
            for (i, entry) in sinks.enumerated() where entry.background == b {
                try named(i) { prepared[i] = try entry.sink.prepare(canvas.frame, index: index, changed: changed) }
            }
        }
        return prepared.map { $0! }
    }

    /// Writes one frame to every sink, in output order (with several sinks, queued to each
    /// sink's writer); called in frame order.
    func write(_ frames: [PreparedFrame]) throws {
        for (i, (entry, frame)) in zip(sinks, frames).enumerated() {
            try named(i) {
                if writers.isEmpty { try entry.sink.write(frame) } else { try writers[i].write(frame) }
            }
        }
    }

    /// Finishes every sink after its queued writes; the first failure, in output order, is
    /// thrown (the caller then cancels them all, and the staged files of those that finished
    /// are discarded). With several sinks they finish at once, each on its writer's queue.
    func finish() throws {
        guard !writers.isEmpty else {
            for (i, entry) in sinks.enumerated() { try named(i) { try entry.sink.finish() } }
            return
        }
        for writer in writers { writer.finishQueued() }
        var first: (any Error)?
        for (i, writer) in writers.enumerated() {
            // Every queue is waited for, so no sink is still finishing when the caller cancels.
            do { try named(i) { try writer.drain() } } catch where first == nil { first = error } catch {}
        }
        if let first { throw first }
    }

    /// Waits for every queued write (a sink is never cancelled while it writes), then cancels
    /// every sink (one already finished ignores it).
    func cancel() {
        for writer in writers { try? writer.drain() }
        for entry in sinks { entry.sink.cancel() }
    }

    /// Runs `body`, naming output `i` in the I/O error it throws.
    private func named(_ i: Int, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let failure as any OutputFailure where i < names.count {
            throw PipelineError(failure, path: names[i])
        }
    }
}
