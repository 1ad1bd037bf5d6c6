/// Two sequences that cannot be compared frame by frame.
public enum ComparisonError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The sequences hold different numbers of frames.
    case frameCountsDiffer(expected: Int, actual: Int)
    /// Frame `frame` has a different size on each side.
    case sizesDiffer(frame: Int, expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int)

    public var description: String {
        switch self {
        case .frameCountsDiffer(let e, let a):
            return "frame counts differ: expected has \(e) frame\(e == 1 ? "" : "s"), actual has \(a)"
        case .sizesDiffer(let f, let ew, let eh, let aw, let ah):
            return "sizes differ at frame \(f): expected is \(ew)x\(eh) px, actual is \(aw)x\(ah) px"
        }
    }
}
