import SpinnerCore

/// A panel's map from (time, value) to pixels: time 0...duration across the plot area's width,
/// values minimum...maximum up its height (y down, so the maximum is at the top).
public struct PlotAxis: Hashable, Sendable {
    public var area: Rect
    public var duration: Double
    public var minimum: Double
    public var maximum: Double

    public init(area: Rect, duration: Double, minimum: Double, maximum: Double) {
        self.area = area
        self.duration = duration
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The x of scene time `t`.
    public func x(_ t: Double) -> Double { area.minX + t / duration * area.width }

    /// The y of value `v`; the middle of the area when the range is a single value.
    public func y(_ v: Double) -> Double {
        guard maximum > minimum else { return area.midY }
        return area.maxY - (v - minimum) / (maximum - minimum) * area.height
    }

    /// The time at `x`: the inverse of `x(_:)`.
    public func time(_ x: Double) -> Double { (x - area.minX) / area.width * duration }

    /// The value at `y`: the inverse of `y(_:)`.
    public func value(_ y: Double) -> Double { minimum + (area.maxY - y) / area.height * (maximum - minimum) }
}
