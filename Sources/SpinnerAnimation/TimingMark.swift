/// A moment where an animation's timing turns, seen on the scene's clock: it begins, starts a
/// repeat, turns back (`autoreverses`), or ends. `Scene.timingMarks(from:to:)` lists them, for
/// timing diagrams that draw a line at each.
public struct TimingMark: Hashable, Sendable {
    /// What happens at the mark.
    public enum Kind: Hashable, Sendable {
        /// Active local time 0: the first iteration starts.
        case begin
        /// Iteration `n` (1 for the second) starts.
        case `repeat`(Int)
        /// Iteration `n` (0 for the first) turns back from its end (`autoreverses`).
        case reverse(Int)
        /// The active duration is over.
        case end

        /// "begins", "repeat 2 starts", ... for labels.
        public var phrase: String {
            switch self {
            case .begin: "begins"
            case .repeat(let n): "repeat \(n) starts"
            case .reverse(let n): "iteration \(n) reverses"
            case .end: "ends"
            }
        }
    }

    /// Scene time in seconds.
    public var time: Double
    public var kind: Kind
    /// The layer's path: names from the root joined by "/", replicator copies suffixed `[k]`, as
    /// `Scene.presentedLayers(at:)` names them.
    public var layer: String
    /// The key the animation was added under; a group's child adds its index, "pulse/1".
    public var animation: String
    /// True for an `AnimationGroup`'s own turns (its children have their own marks).
    public var isGroup: Bool
    /// The key paths the animation writes.
    public var keyPaths: Set<AnimationKeyPath>

    public init(time: Double, kind: Kind, layer: String, animation: String, isGroup: Bool, keyPaths: Set<AnimationKeyPath>) {
        self.time = time
        self.kind = kind
        self.layer = layer
        self.animation = animation
        self.isGroup = isGroup
        self.keyPaths = keyPaths
    }

    /// One line for a legend or tooltip: "view/arc: group \"spin\" ends at 1.5 s".
    public func label(time text: String) -> String {
        "\(layer): \(isGroup ? "group" : "animation") \"\(animation)\" \(kind.phrase) at \(text) s"
    }
}
