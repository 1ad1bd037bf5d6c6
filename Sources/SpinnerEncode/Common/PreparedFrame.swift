import SpinnerCore

/// One frame after its parallel, order-independent work (PNG compression, colour conversion).
public struct PreparedFrame: Sendable {
    /// What the order-independent work produced, in the form the sink writes.
    public enum Payload: Sendable {
        /// Bytes ready to be written as they are (an encoded PNG, straight RGBA rows).
        case bytes([UInt8])
        /// Video samples in any `VideoPixelFormat` (4:2:0, 4:4:4, alpha, 10-bit).
        case video(VideoPicture)
        /// The frame untouched, for sinks whose work is all in order (or tests that collect).
        case pixels(PixelBuffer)
    }

    /// The frame's position in the job.
    public let index: Int
    /// What `write` appends.
    public let payload: Payload

    /// Frame `index` with its prepared payload.
    public init(index: Int, payload: Payload) {
        self.index = index
        self.payload = payload
    }
}

extension PreparedFrame {
    /// The byte payload, or empty when the frame holds something else.
    var bytes: [UInt8] {
        if case .bytes(let b) = payload { return b }
        return []
    }
}
