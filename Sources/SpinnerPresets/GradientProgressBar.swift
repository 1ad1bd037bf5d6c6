import SpinnerCore
import SpinnerAnimation

/// The rainbow bar of "WGradientProgress": a CAGradientLayer from (0, 0.5) to (1, 0.5) of the
/// 73 colours hue 0°, 5°, ..., 360° at full saturation and brightness, masked by a layer as wide
/// as the progress whose only opaque part is its 2 pt border.
public struct GradientProgressBar: Hashable, Sendable {
    /// The bar's size in points (the original is as wide as its parent and 2 pt high).
    public var size = Size(width: 320, height: 2)

    public init() {}

    /// `UIColor(hue: deg/360, saturation: 1, brightness: 1)` for deg = 0, 5, ..., 360.
    public static let rainbow: [Color] = stride(from: 0, through: 360, by: 5).map {
        Color(hue: Double($0) / 360, saturation: 1, brightness: 1)
    }

    /// Seconds between timer ticks, each moving the last colour to the front.
    public static let tickInterval = 0.03

    /// The bar at a fixed progress (clamped to 0...1 as `setProgress:` does), with its colours
    /// rotated `shift` times and no animation.
    public func makeLayer(progress: Double, shift: Int = 0) -> Layer {
        let view = Layer()
        view.name = "WGradientProgress"
        view.bounds = Rect(origin: .zero, size: size)
        view.position = Point(x: size.width / 2, y: size.height / 2)

        let gradient = GradientLayer()
        gradient.name = "gradLayer"
        gradient.frame = view.bounds
        gradient.startPoint = Point(x: 0, y: 0.5)
        gradient.endPoint = Point(x: 1, y: 0.5)
        gradient.colors = GradientProgressBar.rotated(GradientProgressBar.rainbow, by: shift)

        let p = min(max(progress.isFinite ? progress : 0, 0), 1)
        let mask = Layer()
        mask.name = "mask"
        mask.frame = Rect(x: 0, y: 0, width: p * size.width, height: size.height)
        mask.borderColor = Color(hex: "#0000FF")
        mask.borderWidth = 2
        gradient.mask = mask
        view.addSublayer(gradient)
        return view
    }

    /// The bar replaying a download from the moment it is shown: the timer fires at once and
    /// then every 0.03 s, each tick setting `colors` on the standalone gradient layer (so each
    /// change starts Core Animation's implicit 0.25 s animation); each progress callback sets the
    /// mask's frame, whose bounds and position animate implicitly too.
    public func makeLayer(progress: ProgressTimeline, until end: Double) -> Layer {
        let view = makeLayer(progress: 0)
        let gradient = view.sublayers[0] as! GradientLayer
        let mask = gradient.mask!
        let ticks = Int((max(end, 0) / GradientProgressBar.tickInterval).rounded(.down))
        gradient.recordChanges(of: "colors", (0...ticks).map {
            .init(time: Double($0) * GradientProgressBar.tickInterval,
                  value: .colors(GradientProgressBar.rotated(GradientProgressBar.rainbow, by: $0 + 1)))
        }, implicit: ImplicitAnimation())
        let updates = progress.updates(until: end)
        let frames = updates.map { Rect(x: 0, y: 0, width: $0.progress * size.width, height: size.height) }
        mask.recordChanges(of: "bounds", zip(updates, frames).map { .init(time: $0.time, value: .rect(Rect(origin: .zero, size: $1.size))) },
                           implicit: ImplicitAnimation())
        mask.recordChanges(of: "position", zip(updates, frames).map { .init(time: $0.time, value: .point($1.center)) },
                           implicit: ImplicitAnimation())
        return view
    }

    /// Which edge of its parent the bar runs along (WProgressPos).
    public enum Edge: String, Hashable, Sendable, CaseIterable {
        /// `WProgressPosUp`: 1 pt high, just above the parent's top edge, at y = −1.
        case top
        /// `WProgressPosDown` (the default): 2 pt high, just below the parent's bottom edge.
        case bottom
    }

    /// A parent view for the bar, as `showOnParent:position:` attaches it.
    public struct Placement: Hashable, Sendable {
        public var edge: Edge
        public var parentSize = Size(width: 320, height: 44)
        public var parentColor = Color(r8: 0xF7, g8: 0xF7, b8: 0xF7)
        public init(edge: Edge) { self.edge = edge }

        /// The bar's frame in the parent's coordinates, as the original computes it.
        public var barFrame: Rect {
            switch edge {
            case .bottom: return Rect(x: 0, y: parentSize.height, width: parentSize.width, height: 2)
            case .top: return Rect(x: 0, y: -1, width: parentSize.width, height: 1)
            }
        }
    }

    /// The bar on a parent view. The bar lies just outside the parent (the parent does not
    /// clip), so the canvas is the parent and the bar together.
    public func makeLayer(progress: ProgressTimeline, until end: Double, on placement: Placement) -> Layer {
        let frame = placement.barFrame
        var sized = self
        sized.size = frame.size
        let canvas = Rect(origin: .zero, size: placement.parentSize).union(frame)
        let root = Layer()
        root.name = "canvas"
        root.bounds = canvas
        root.position = Point(x: canvas.width / 2, y: canvas.height / 2)
        let parent = Layer()
        parent.name = "parent"
        parent.frame = Rect(origin: .zero, size: placement.parentSize)
        parent.backgroundColor = placement.parentColor
        root.addSublayer(parent)
        let bar = sized.makeLayer(progress: progress, until: end)
        bar.frame = frame
        parent.addSublayer(bar)
        return root
    }

    /// The colours after `n` ticks of "move the last to the front".
    public static func rotated(_ colors: [Color], by n: Int) -> [Color] {
        guard !colors.isEmpty else { return colors }
        let k = ((n % colors.count) + colors.count) % colors.count
        return Array(colors.suffix(k) + colors.prefix(colors.count - k))
    }
}
