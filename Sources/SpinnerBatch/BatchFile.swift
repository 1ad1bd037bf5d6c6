import SpinnerJSON

/// A batch file as read (see docs/batch-files.md):
/// the matrix's axes and the jobs, in file order, every value checked. Expanding it into
/// jobs is `BatchPlan`'s work.
public struct BatchFile: Sendable {
    /// The format version this code reads.
    public static let version = 1
    /// Largest batch file read, in bytes: a catalogue is kilobytes.
    public static let maxBytes = 1 << 20
    /// Arrays and objects nest at most this deep; a batch file needs four.
    static let maxDepth = 32

    /// One axis of the matrix: its values in file order.
    public struct Axis: Sendable {
        public let name: String
        /// True for a list of values (bound to the option of the axis's name).
        public let isList: Bool
        public let values: [Variant]
    }

    /// One value of an axis: for a list axis the value itself, bound to the option of the axis's
    /// name; for an object axis a named set of options and scene parameters.
    public struct Variant: Sendable {
        /// What `{axis}` becomes in an output name.
        public let name: String
        public let options: [String: BatchValue]
        public let params: [String: JSONValue]
    }

    /// One job as written, before the matrix multiplies it.
    public struct Job: Sendable {
        /// `jobs[1]`, for messages.
        public let origin: String
        public let source: BatchSource
        public let options: [String: BatchValue]
        public let params: [String: JSONValue]
        public let outputs: [String]
        /// The axes it varies over, in matrix order.
        public let axes: [String]
    }

    public let matrix: [Axis]
    public let jobs: [Job]
}

/// What a job draws: a preset by name, or a scene file (relative to the batch file's folder).
public enum BatchSource: Hashable, Sendable {
    case preset(String)
    case scene(String)
    /// A Lottie file (relative to the batch file's folder), rendered as `render FILE` renders it.
    case lottie(String)
}
