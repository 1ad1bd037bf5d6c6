import SpinnerCore
import SpinnerAnimation

/// The determinate ring with a logo of "可附带图片的圆形进度条" (HSProgressCircleView and its
/// HSCircleView, whose backing layer is a CAShapeLayer), with the article demo's values:
/// a 100×100 pt view, a 3 pt border of rgb(229, 229, 229), a 2 pt stroke of rgb(5, 204, 197)
/// from 12 o'clock clockwise, and a logo inset by borderWidth + lineWidth.
public struct ProgressRing: Sendable {
    public var size: Double = 100
    public var borderWidth: Double = 3
    public var lineWidth: Double = 2
    public var borderColor = Color(r8: 229, g8: 229, b8: 229)
    public var strokeColor = Color(r8: 5, g8: 204, b8: 197)
    /// The progress stroke's ends: CAShapeLayer's default, butt, as the article leaves it.
    public var lineCap: LineCap = .butt
    /// The image in the centre, drawn to fill its inset square (UIImageView's scaleToFill).
    public var logo: PixelBuffer?
    /// Clips the logo to the circle inside the ring. The seed leaves the image view square and
    /// relies on a round logo file; clipping lets any square logo look like the article.
    public var clipsLogoToCircle = true
    /// When set, the centre shows the progress as a percentage in this font instead of a logo
    /// (the article's suggested variant: a label in place of the image view).
    public var percentFont: (any TextShaper)?
    public var labelColor = Color(r8: 5, g8: 204, b8: 197)

    public init() {}

    /// The label's text: whole percent, rounded down so 100% shows only when done.
    public static func percentText(_ progress: Double) -> String {
        "\(Int((min(max(progress, 0), 1) * 100).rounded(.down)))%"
    }

    /// The radius of the stroke's centre line, as `initializeView` computes it.
    public var arcRadius: Double { size / 2 - borderWidth - lineWidth / 2 }

    /// The view at a fixed progress (clamped to 0...1, as `updateProgress:` does).
    public func makeLayer(progress: Double) -> Layer {
        let still = try! ProgressTimeline(keyframes: [.init(time: 0, progress: progress.isFinite ? progress : 0)])
        return makeLayer(progress: still, until: 0)
    }

    /// The view replaying a download: each progress callback sets `strokeEnd` on the view's
    /// backing layer (no animation), and the view is removed when the download finishes.
    public func makeLayer(progress: ProgressTimeline, until end: Double) -> Layer {
        let view = Layer()
        view.name = "HSProgressCircleView"
        view.bounds = Rect(x: 0, y: 0, width: size, height: size)
        view.position = Point(x: size / 2, y: size / 2)
        view.masksToBounds = true

        let circle = ShapeLayer()
        circle.name = "HSCircleView"
        circle.frame = view.bounds
        circle.cornerRadius = size / 2
        circle.masksToBounds = true
        circle.fillColor = nil
        circle.borderWidth = borderWidth
        circle.borderColor = borderColor
        var arc = Path()
        arc.addArc(center: Point(x: size / 2, y: size / 2), radius: arcRadius,
                   startAngle: -0.25 * 2 * .pi, endAngle: -0.25 * 2 * .pi + 2 * .pi, clockwise: true)
        circle.path = arc
        circle.strokeColor = strokeColor
        circle.lineWidth = lineWidth
        circle.lineCap = lineCap
        circle.strokeStart = 0
        // strokeEnd keeps CAShapeLayer's default, 1, until the first progress callback sets it.
        circle.recordChanges(of: "strokeEnd", progress.updates(until: end).map { .init(time: $0.time, value: .number($0.progress)) },
                             implicit: nil)
        view.addSublayer(circle)
        if let finish = progress.finishTime, finish <= end {
            view.recordChanges(of: "hidden", [.init(time: finish, value: .number(1))], implicit: nil)
        }

        if let percentFont {
            let inset = borderWidth + lineWidth
            let label = TextLayer()
            label.name = "label"
            label.frame = view.bounds.insetBy(dx: inset, dy: inset)
            label.font = percentFont
            label.fontSize = size * 0.24
            label.foregroundColor = labelColor
            label.recordChanges(of: "string", progress.updates(until: end).map {
                .init(time: $0.time, value: .string(ProgressRing.percentText($0.progress)))
            }, implicit: nil)
            view.addSublayer(label)
        } else if let logo {
            let inset = borderWidth + lineWidth
            let image = Layer()
            image.name = "logo"
            image.frame = view.bounds.insetBy(dx: inset, dy: inset)
            image.contents = logo
            image.contentsGravity = .resize
            if clipsLogoToCircle {
                image.cornerRadius = image.bounds.width / 2
                image.masksToBounds = true
            }
            view.addSublayer(image)
        }
        return view
    }
}
