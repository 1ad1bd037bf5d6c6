import SpinnerCore
import Synchronization

/// The lifecycle every file sink shares, behind one lock: open with its resources (a descriptor,
/// an encoder, the frames held so far), then finished or cancelled, each at most once.
///
/// It also words the refusals all sinks make alike, in the sink's own error type: a frame of
/// the wrong size, a write after `finish` or `cancel`.
final class SinkState<Resources, Failure: SinkError>: Sendable {
    /// The sink's type name, which prefixes the function of its errors (`APNGSink.write`).
    let sink: String
    let path: String
    let width: Int
    let height: Int
    private enum Phase { case open(Resources), finished, cancelled }
    private let phase: Mutex<Phase>

    init(_ sink: String, path: String, width: Int, height: Int, resources: sending Resources) {
        self.sink = sink
        self.path = path
        self.width = width
        self.height = height
        phase = Mutex(.open(resources))
    }

    // MARK: - Errors

    /// The sink's error for `failure` in `method` (`"write"` gives function `APNGSink.write`).
    func failure(_ failure: SinkFailure, in method: String) -> Failure {
        Failure(failure, function: "\(sink).\(method)", path: path)
    }

    /// The refusal of an option or frame, in `method`.
    func refusal(_ message: String, in method: String) -> Failure { failure(.invalidArgument(message), in: method) }

    /// Throws unless `frame` is `width × height`.
    func checkSize(_ frame: PixelBuffer, index: Int, in method: String = "prepare") throws(Failure) {
        guard frame.width == width, frame.height == height else {
            throw refusal("frame \(index) is \(frame.width)x\(frame.height), expected \(width)x\(height)", in: method)
        }
    }

    /// The bytes `frame` carries to a sink whose `prepare` makes bytes. A frame handed over as
    /// pixels (written without `prepare`) is prepared here; video planes are refused, and so is
    /// a byte payload of any length but `expectedCount`, when one is given.
    func bytes(of frame: PreparedFrame, expectedCount: Int? = nil,
               prepare: (PixelBuffer, Int) throws -> PreparedFrame) throws -> [UInt8] {
        let bytes: [UInt8]
        switch frame.payload {
        case .bytes(let b): bytes = b
        case .pixels(let p): bytes = try prepare(p, frame.index).bytes
        case .video: throw refusal("frame \(frame.index) holds video planes, not pixels", in: "write")
        }
        if let expectedCount, bytes.count != expectedCount {
            throw refusal("frame \(frame.index) has \(bytes.count) bytes, expected \(expectedCount)", in: "write")
        }
        return bytes
    }

    // MARK: - Lifecycle

    /// Runs `body` with the open resources, which it may change; throws the sink's "already
    /// finished or cancelled" error otherwise. The resources are moved out while `body` runs, so
    /// appending to an array they hold does not copy it.
    func withOpen(in method: String = "write", _ body: (inout Resources) throws -> Void) throws {
        try phase.withLock { phase in
            guard case .open(var resources) = phase else { throw failure(.closed, in: method) }
            phase = .finished
            defer { phase = .open(resources) }
            try body(&resources)
        }
    }

    /// Marks the sink finished and hands `body` the resources, to complete and close the output;
    /// does nothing once finished or cancelled. The sink stays finished when `body` throws, so
    /// `body` must close and remove what it cannot complete.
    func finish(_ body: (Resources) throws -> Void) throws {
        try phase.withLock { phase in
            guard case .open(let resources) = phase else { return }
            phase = .finished
            try body(resources)
        }
    }

    /// Marks the sink cancelled and hands `body` the resources, to close and remove the output;
    /// does nothing once finished or cancelled.
    func cancel(_ body: (Resources) -> Void) {
        phase.withLock { phase in
            guard case .open(let resources) = phase else { return }
            body(resources)
            phase = .cancelled
        }
    }

    /// For the sink's `deinit`: the resources, when neither `finish` nor `cancel` took them.
    func abandon(_ body: (Resources) -> Void) {
        phase.withLock { phase in
            if case .open(let resources) = phase { body(resources) }
        }
    }
}
