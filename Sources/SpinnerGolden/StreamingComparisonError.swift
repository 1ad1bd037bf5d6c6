/// Why a comparison read frame by frame stopped before its end.
public enum StreamingComparisonError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A side could not be read, for instance a corrupt file part way through a sequence.
    case source(FrameSourceError)
    /// The sides cannot be compared frame by frame (frame counts or sizes differ).
    case comparison(ComparisonError)

    public var description: String {
        switch self {
        case .source(let e): return e.description
        case .comparison(let e): return e.description
        }
    }
}
