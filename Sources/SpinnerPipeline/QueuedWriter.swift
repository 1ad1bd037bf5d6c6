import Dispatch
import Synchronization
import SpinnerEncode

/// One output's `write` calls on a serial queue of its own, at most `depth` frames behind: with
/// several outputs, each output's in-order work (libwebp encoding, x264 feeding, file writes)
/// overlaps the others' instead of adding to them. Frames still reach the sink in order, from one
/// thread at a time, as `FrameSink` requires.
final class QueuedWriter: Sendable {
    let sink: any FrameSink
    private let queue: DispatchQueue
    /// Free places in the queue. Starts at zero and is raised, because libdispatch traps when a
    /// semaphore is freed holding less than its initial value.
    private let room = DispatchSemaphore(value: 0)
    /// The first error of a queued write; later frames are dropped, the caller is told at its
    /// next `write` or at `drain`.
    private let failure = Mutex<(any Error)?>(nil)

    /// Frames an output may be behind, at most.
    static let depth = 2

    init(_ sink: any FrameSink, label: String) {
        self.sink = sink
        queue = DispatchQueue(label: label)
        for _ in 0..<QueuedWriter.depth { room.signal() }
    }

    /// Queues `frame`, waiting while the output is `depth` frames behind; throws the error of an
    /// earlier queued write.
    func write(_ frame: PreparedFrame) throws {
        try check()
        room.wait()
        queue.async { [self] in
            defer { room.signal() }
            guard failure.withLock({ $0 == nil }) else { return }
            do { try sink.write(frame) } catch { failure.withLock { $0 = error } }
        }
    }

    /// Queues the sink's `finish` after the frames already queued, so each output's final work
    /// (a GIF's palette and LZW, libwebp's last frames, x264's lookahead) runs beside the
    /// others'; `drain` then waits for it and throws its error. Skipped after a failed write.
    func finishQueued() {
        queue.async { [self] in
            guard failure.withLock({ $0 == nil }) else { return }
            do { try sink.finish() } catch { failure.withLock { $0 = error } }
        }
    }

    /// Waits until every queued frame is written; throws the first error among them.
    func drain() throws {
        queue.sync {}
        try check()
    }

    private func check() throws {
        if let error = failure.withLock({ $0 }) { throw error }
    }
}
