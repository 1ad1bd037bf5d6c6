/// Bounds checked while reading, before any work grows with them, so a hostile or broken file
/// costs at most its bytes. The defaults are far above what real animations use (the lottie-ios
/// samples stay under 3 MB, 400 layers and 10 precomposition levels).
public struct LottieLimits: Hashable, Sendable {
    /// Largest file, in bytes.
    public var maxFileBytes: Int
    /// Layers in all compositions together (precompositions counted once per definition).
    public var maxLayers: Int
    /// Keyframes in all properties together.
    public var maxKeyframes: Int
    /// Shape items in all shape layers together (groups and their contents).
    public var maxShapes: Int
    /// JSON nesting depth (objects and arrays).
    public var maxNesting: Int
    /// Precompositions inside precompositions.
    public var maxPrecompDepth: Int
    /// Vertices of one bezier path.
    public var maxPathVertices: Int

    /// The given bounds; defaults as documented on each.
    public init(maxFileBytes: Int = 32 << 20, maxLayers: Int = 10_000, maxKeyframes: Int = 200_000, maxShapes: Int = 100_000,
                maxNesting: Int = 256, maxPrecompDepth: Int = 32, maxPathVertices: Int = 100_000) {
        self.maxFileBytes = maxFileBytes
        self.maxLayers = maxLayers
        self.maxKeyframes = maxKeyframes
        self.maxShapes = maxShapes
        self.maxNesting = maxNesting
        self.maxPrecompDepth = maxPrecompDepth
        self.maxPathVertices = maxPathVertices
    }

    /// The defaults.
    public static let standard = LottieLimits()
}
