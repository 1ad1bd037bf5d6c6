import SpinnerCore

/// What a preset's builder is given: the parameter values, the view size, the progress story of
/// a determinate preset, and a way to turn an image parameter's path into pixels (the caller
/// owns file formats; SpinnerPresets decodes nothing).
public struct PresetInput {
    /// Decodes the image at a path given for a parameter (the path, the parameter's name).
    public typealias ImageResolver = (_ path: String, _ parameter: String) throws -> PixelBuffer

    public let values: PresetValues
    /// The view's size in points.
    public let size: Size
    /// The progress the indicator shows, for a preset whose description has `presentedProgress`.
    public let progress: ProgressTimeline?
    private let resolveImage: ImageResolver

    public init(values: PresetValues, size: Size, progress: ProgressTimeline? = nil,
                images: @escaping ImageResolver = { path, parameter in
                    throw PresetError("--\(parameter): no image loader", reason: .badData)
                }) {
        self.values = values
        self.size = size
        self.progress = progress
        self.resolveImage = images
    }

    /// The pixels of the image parameter `name`, if it was given.
    public func image(_ name: String) throws -> PixelBuffer? {
        guard let path = values.file(name) else { return nil }
        return try resolveImage(path, name)
    }

    /// The progress story, which a determinate preset cannot do without.
    public func progressTimeline() throws(PresetError) -> ProgressTimeline {
        guard let progress else { throw PresetError("this preset needs a progress story") }
        return progress
    }
}
