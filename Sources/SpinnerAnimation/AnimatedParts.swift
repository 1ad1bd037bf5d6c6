/// Which compound values (`bounds`, `position`, `transform`) a layer's animations write, whole or
/// in parts: worked out once with the snapshot, so that each frame's presentation folds only
/// what moved instead of asking a set of key paths a dozen times.
struct AnimatedParts: OptionSet, Sendable {
    let rawValue: UInt32

    static let bounds = AnimatedParts(rawValue: 1 << 0)
    static let boundsOrigin = AnimatedParts(rawValue: 1 << 1)
    static let boundsSize = AnimatedParts(rawValue: 1 << 2)
    static let boundsSizeWidth = AnimatedParts(rawValue: 1 << 3)
    static let boundsSizeHeight = AnimatedParts(rawValue: 1 << 4)
    static let position = AnimatedParts(rawValue: 1 << 5)
    static let positionX = AnimatedParts(rawValue: 1 << 6)
    static let positionY = AnimatedParts(rawValue: 1 << 7)
    static let transform = AnimatedParts(rawValue: 1 << 8)
    /// Any `transform.` part (rotation, scale, translation on any axis).
    static let transformParts = AnimatedParts(rawValue: 1 << 9)
    static let transformRotation = AnimatedParts(rawValue: 1 << 10)
    static let transformRotationZ = AnimatedParts(rawValue: 1 << 11)
    static let transformScale = AnimatedParts(rawValue: 1 << 12)
    static let transformScaleX = AnimatedParts(rawValue: 1 << 13)
    static let transformScaleY = AnimatedParts(rawValue: 1 << 14)
    static let transformScaleZ = AnimatedParts(rawValue: 1 << 15)

    /// The parts of `bounds` and `position`, which fold into their wholes.
    static let boundsParts: AnimatedParts = [.boundsOrigin, .boundsSize, .boundsSizeWidth, .boundsSizeHeight]
    static let positionParts: AnimatedParts = [.positionX, .positionY]
    /// Whatever changes `bounds` or `position`, after which their parts are read again.
    static let geometry: AnimatedParts = boundsParts.union(positionParts).union([.bounds, .position])

    private static let named: [(AnimationKeyPath, AnimatedParts)] = [
        (.bounds, .bounds), (.boundsOrigin, .boundsOrigin), (.boundsSize, .boundsSize),
        (.boundsSizeWidth, .boundsSizeWidth), (.boundsSizeHeight, .boundsSizeHeight),
        (.position, .position), (.positionX, .positionX), (.positionY, .positionY),
        (.transform, .transform), (.transformRotation, .transformRotation),
        (.transformRotationZ, .transformRotationZ), (.transformScale, .transformScale),
        (.transformScaleX, .transformScaleX), (.transformScaleY, .transformScaleY),
        (.transformScaleZ, .transformScaleZ),
    ]

    init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The parts among `keys`.
    init(_ keys: Set<AnimationKeyPath>) {
        var parts: AnimatedParts = []
        for (key, part) in Self.named where keys.contains(key) { parts.insert(part) }
        if keys.contains(where: { $0.rawValue.hasPrefix("transform.") }) { parts.insert(.transformParts) }
        self = parts
    }
}
