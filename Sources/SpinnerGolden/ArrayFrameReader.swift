import SpinnerCore

/// Frames already in memory, served as a `FrameReader`: the array initialiser of
/// `SequenceComparison` compares through it, and tests can stand it in for a file.
public final class ArrayFrameReader: FrameReader {
    public let path: String
    private let frames: [PixelBuffer]
    private var position = 0

    public init(_ frames: [PixelBuffer], path: String = "frames in memory") {
        self.frames = frames
        self.path = path
    }

    public var knownCount: Int? { frames.count }

    public func next() -> PixelBuffer? {
        guard position < frames.count else { return nil }
        defer { position += 1 }
        return frames[position]
    }

    public func skipRemaining() -> Int {
        defer { position = frames.count }
        return frames.count - position
    }
}
