/// An image asset: its size in points and where its pixels are, a `data:` URL (`p` with
/// `e: 1`, or any `p` starting `data:`) or a file `u` + `p` beside the Lottie file. Reading
/// and decoding the pixels is the caller's (`LottieSceneBuilder.imageProvider`), which knows
/// the file's folder and the decoders.
public struct LottieImage: Hashable, Sendable {
    public var id: String
    public var width: Double
    public var height: Double
    /// `u`: the folder, relative to the Lottie file.
    public var folder: String
    /// `p`: the file name, or a `data:` URL.
    public var name: String
    public var embedded: Bool

    /// The base64 text of an embedded image (`data:image/png;base64,...`), nil otherwise.
    public var base64: Substring? {
        guard name.hasPrefix("data:"), let comma = name.firstIndex(of: ",") else { return nil }
        return name[name.index(after: comma)...]
    }

    /// The path of a file image relative to the Lottie file's folder.
    public var relativePath: String { folder + name }
}
