/// Whether a drawing fills its path or strokes it.
public enum DrawStyle: Hashable, Sendable {
    /// Fill the path's interior under a fill rule.
    case fill(FillRule)
    /// Stroke the part of the path between `start` and `end` (fractions of its arc length,
    /// as CAShapeLayer's `strokeStart` / `strokeEnd`).
    case stroke(StrokeStyle, start: Double, end: Double)
}

/// One shape to draw: a path in its own coordinates, the transform to device pixels, a paint
/// (whose geometry is in the same local coordinates as the path) and a style. Opacity
/// multiplies the paint's alpha.
///
/// A layer turned in 3D is drawn through `projection` instead of `transform`: see there.
public struct DisplayItem: Hashable, Sendable {
    public var path: Path
    /// Local coordinates to device pixels; ignored when `projection` is set (keep it `.identity`
    /// then, by convention).
    public var transform: AffineTransform
    public var style: DrawStyle
    public var paint: Paint
    public var opacity: Double
    /// When set, the map from local coordinates (the path and the paint's geometry, taken as the
    /// plane z = 0) to device pixels, perspective divide included: (x, y) goes to (X/W, Y/W) with
    /// (X, Y, Z, W) = (x, y, 0, 1) · projection (see `PlaneProjection`), and only what lies in
    /// front of the eye (W > 0) is drawn. `transform` is then ignored. Nil draws through
    /// `transform` alone, exactly as an item without 3D.
    public var projection: Transform3D?

    public init(path: Path, transform: AffineTransform, style: DrawStyle, paint: Paint, opacity: Double = 1,
                projection: Transform3D? = nil) {
        self.path = path
        self.transform = transform
        self.style = style
        self.paint = paint
        self.opacity = opacity
        self.projection = projection
    }
}

/// An anti-aliased clip: the area a path covers, in device pixels after `transform` (or after
/// `projection`, when set).
public struct DisplayClip: Hashable, Sendable {
    public var path: Path
    /// Local coordinates to device pixels; ignored when `projection` is set (keep it `.identity`
    /// then, by convention).
    public var transform: AffineTransform
    public var fillRule: FillRule
    /// When set, the path's plane (z = 0) mapped to device pixels with the perspective divide,
    /// as `DisplayItem.projection`; `transform` is then ignored. Nil: through `transform` alone.
    public var projection: Transform3D?

    public init(path: Path, transform: AffineTransform, fillRule: FillRule = .nonZero, projection: Transform3D? = nil) {
        self.path = path
        self.transform = transform
        self.fillRule = fillRule
        self.projection = projection
    }
}

/// Commands drawn together into their own transparent buffer and then composited as one, as
/// Core Animation composites a layer tree: `opacity` applies to the group as a whole (so
/// overlapping drawings inside it do not show through each other), `clip` limits what the
/// group's commands cover, and `mask` (rendered the same way) multiplies the group by its alpha,
/// or by one minus its alpha when `invertsMask`. A `shadow` is drawn beneath the commands
/// before the clip, the mask and the opacity apply, so they limit it as they limit the commands.
/// The result is composited onto what lies beneath through `blendMode` (source-over when normal).
public struct DisplayGroup: Hashable, Sendable {
    public var commands: [DisplayCommand]
    public var opacity: Double
    public var clip: DisplayClip?
    public var mask: [DisplayCommand]?
    /// Whether the group shows where the mask is not (1 - alpha): an empty mask hides nothing.
    public var invertsMask: Bool
    /// Whether the mask multiplies by its luminance (Rec. 601 weights of its premultiplied
    /// colour: 0.299 R + 0.587 G + 0.114 B) rather than its alpha: a luma matte.
    public var masksByLuminance: Bool
    /// The shadow the commands cast (CALayer's shadow), or nil.
    public var shadow: DisplayShadow?
    /// How the composited group combines with what is beneath it (CALayer's `compositingFilter`).
    public var blendMode: BlendMode

    public init(commands: [DisplayCommand], opacity: Double = 1, clip: DisplayClip? = nil, mask: [DisplayCommand]? = nil,
                invertsMask: Bool = false, masksByLuminance: Bool = false, shadow: DisplayShadow? = nil,
                blendMode: BlendMode = .normal) {
        self.commands = commands
        self.opacity = opacity
        self.clip = clip
        self.mask = mask
        self.invertsMask = invertsMask
        self.masksByLuminance = masksByLuminance
        self.shadow = shadow
        self.blendMode = blendMode
    }
}

/// One step of a display list: a drawing, or a group of steps composited together.
public indirect enum DisplayCommand: Hashable, Sendable {
    case draw(DisplayItem)
    case group(DisplayGroup)
}

/// A frame described as plain values: a canvas size in pixels, a background and the commands
/// to draw over it, back to front. The output of `Scene.presentation(at:)` and the input of the
/// rasteriser.
public struct DisplayList: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var background: Color
    public var commands: [DisplayCommand]

    public init(width: Int, height: Int, background: Color = .clear, commands: [DisplayCommand] = []) {
        self.width = width
        self.height = height
        self.background = background
        self.commands = commands
    }

    /// A list of plain drawings, without groups.
    public init(width: Int, height: Int, background: Color = .clear, items: [DisplayItem]) {
        self.init(width: width, height: height, background: background, commands: items.map { .draw($0) })
    }

    /// Every drawing in the list, groups opened, in drawing order (mask contents excluded).
    public var drawings: [DisplayItem] {
        var out: [DisplayItem] = []
        func walk(_ cs: [DisplayCommand]) {
            for c in cs {
                switch c {
                case .draw(let item): out.append(item)
                case .group(let g): walk(g.commands)
                }
            }
        }
        walk(commands)
        return out
    }
}
