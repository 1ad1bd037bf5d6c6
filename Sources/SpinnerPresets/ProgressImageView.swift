import SpinnerCore
import SpinnerAnimation

/// The image view of "IOS custom control: display the ImageView of the download process"
/// (WCProgressImageview): while an image downloads, a standalone layer over the view shows the
/// progress, either as a rounded-rect border drawn up to `strokeEnd` or as a light grey frame
/// growing from the left; when the download finishes both layers are removed and the image is
/// shown. The demo's view is 300×200 pt.
public struct ProgressImageView: Sendable {
    /// WCProgressType.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// `WCProgressTypeBorder`: a blue rounded-rect border, `strokeEnd` = progress.
        case border
        /// `WCProgressTypeFrame`: a light grey layer anchored at the top left, width = progress.
        case frame
    }

    public var size = Size(width: 300, height: 200)
    public var style: Style = .border
    /// The downloaded image, shown (scaled to fill, UIImageView's default) once complete.
    public var image: PixelBuffer?
    /// `[UIColor blueColor]`.
    public var borderColor = Color(red: 0, green: 0, blue: 1)
    /// `[UIColor lightGrayColor]` (white 2/3).
    public var frameColor = Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)
    public var lineWidth = 3.0
    public var cornerRadius = 10.0
    /// How `bezierPathWithRoundedRect:cornerRadius:` rounds the border: continuous, as current iOS.
    public var cornerStyle: CornerStyle = .continuous

    public init() {}

    /// The view at a fixed progress, mid-download.
    public func makeLayer(progress: Double) -> Layer {
        let still = try! ProgressTimeline(keyframes: [.init(time: 0, progress: progress.isFinite ? progress : 0)])
        return makeLayer(progress: still, until: 0)
    }

    /// The view replaying a download: each callback sets the progress layer (a standalone layer,
    /// so Core Animation animates each change implicitly); at the finish callback the progress
    /// layers go and the image appears.
    public func makeLayer(progress: ProgressTimeline, until end: Double) -> Layer {
        let bounds = Rect(origin: .zero, size: size)
        let view = Layer()
        view.name = "WCProgressImageview"
        view.bounds = bounds
        view.position = Point(x: size.width / 2, y: size.height / 2)

        let finish = progress.finishTime.flatMap { $0 <= end ? $0 : nil }
        if let image {
            let content = Layer()
            content.name = "image"
            content.frame = bounds
            content.contents = image
            content.contentsGravity = .resize
            content.isHidden = true
            if let finish { content.recordChanges(of: "hidden", [.init(time: finish, value: .number(0))], implicit: nil) }
            view.addSublayer(content)
        }

        let updates = progress.updates(until: end)
        let indicator: Layer
        switch style {
        case .border:
            let border = ShapeLayer()
            border.name = "borderProgressLayer"
            border.bounds = bounds
            border.anchorPoint = .zero
            border.position = .zero
            border.fillColor = nil
            border.lineWidth = lineWidth
            var path = Path()
            path.addRoundedRect(bounds, cornerRadius: cornerRadius, style: cornerStyle)
            border.path = path
            border.strokeColor = borderColor
            border.strokeStart = 0
            border.strokeEnd = 0
            border.recordChanges(of: "strokeEnd", updates.map { .init(time: $0.time, value: .number($0.progress)) },
                                 implicit: ImplicitAnimation())
            indicator = border
        case .frame:
            let frame = Layer()
            frame.name = "frameProgressLayer"
            frame.backgroundColor = frameColor
            frame.bounds = Rect(x: 0, y: 0, width: 0, height: size.height)
            frame.anchorPoint = .zero
            frame.position = .zero
            frame.recordChanges(of: "bounds", updates.map {
                .init(time: $0.time, value: .rect(Rect(x: 0, y: 0, width: size.width * $0.progress, height: size.height)))
            }, implicit: ImplicitAnimation())
            indicator = frame
        }
        if let finish { indicator.recordChanges(of: "hidden", [.init(time: finish, value: .number(1))], implicit: nil) }
        view.addSublayer(indicator)
        return view
    }
}
