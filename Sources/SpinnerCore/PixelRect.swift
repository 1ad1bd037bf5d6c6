/// A rectangle of whole pixels: columns `x..<x+width`, rows `y..<y+height`.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var description: String { "\(x),\(y) \(width)x\(height)" }

    /// The pixels touched by a rectangle in continuous coordinates, clipped to a canvas.
    public init(covering r: Rect, clippedTo width: Int, _ height: Int) {
        guard !r.isEmpty, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else {
            self.init(x: 0, y: 0, width: 0, height: 0); return
        }
        // Clamp in floating point first: a huge coordinate does not fit an Int.
        func clamp(_ v: Double, _ limit: Int) -> Int { Int(min(max(v, 0), Double(limit))) }
        let x0 = clamp(r.minX.rounded(.down), width), y0 = clamp(r.minY.rounded(.down), height)
        let x1 = clamp(r.maxX.rounded(.up), width), y1 = clamp(r.maxY.rounded(.up), height)
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest pixel rectangle holding both; an empty one contributes nothing.
    public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }
}
