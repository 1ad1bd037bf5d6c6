import SpinnerCore

/// Where a layer's `contents` image goes in its bounds (CALayerContentsGravity).
public enum ContentsGravity: String, Hashable, Sendable, CaseIterable {
    /// Stretched to fill the bounds.
    case resize
    /// Scaled to fit inside the bounds, keeping its aspect ratio, centred.
    case resizeAspect
    /// Scaled to cover the bounds, keeping its aspect ratio, centred (overflowing unless clipped).
    case resizeAspectFill
    /// At its natural size (pixels ÷ `contentsScale`), centred.
    case center

    /// The rectangle, in the layer's coordinates, that an image of `imageSize` points fills.
    public func placement(of imageSize: Size, in bounds: Rect) -> Rect {
        let w = imageSize.width, h = imageSize.height
        switch self {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return .zero }
            let sx = bounds.width / w, sy = bounds.height / h
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            return Rect(x: bounds.midX - w * s / 2, y: bounds.midY - h * s / 2, width: w * s, height: h * s)
        case .center:
            return Rect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        }
    }
}

/// What a layer with an image as `contents` draws.
struct ImageDrawing: LayerDrawing {
    let image: PixelBuffer
    let gravity: ContentsGravity
    let scale: Double

    func contentItems(values: PropertyValues) -> [LayerContent] {
        guard let bounds = values[.bounds]?.rect, scale > 0, scale.isFinite else { return [] }
        let size = Size(width: Double(image.width) / scale, height: Double(image.height) / scale)
        let target = gravity.placement(of: size, in: bounds)
        guard !target.isEmpty else { return [] }
        var path = Path()
        path.addRect(target)
        let toLocal = AffineTransform(scaleX: target.width / Double(image.width), y: target.height / Double(image.height))
            .concatenating(AffineTransform(translationX: target.minX, y: target.minY))
        return [LayerContent(path: path, style: .fill(.nonZero), paint: .image(ImagePaint(image: image, transform: toLocal)))]
    }
}
