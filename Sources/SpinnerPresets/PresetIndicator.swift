import SpinnerAnimation

/// A preset with its parameters applied: the length of one loop (or of the whole story) and the
/// root layer of its tree for a render of a given length.
public struct PresetIndicator {
    /// Seconds of one seamless loop, or of the whole story for an indicator that ends.
    public let loopPeriod: Double
    private let make: (Double) -> Layer

    public init(loopPeriod: Double, makeLayer: @escaping (_ duration: Double) -> Layer) {
        self.loopPeriod = loopPeriod
        self.make = makeLayer
    }

    /// The root layer, with animations and recorded changes for `duration` seconds.
    public func makeLayer(duration: Double) -> Layer { make(duration) }
}
