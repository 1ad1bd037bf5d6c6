extension Manifest {
    /// The manifest's `job` object: the command line as given (verify renders it again) and the
    /// parameters that follow from it, for people and tools reading the file. Only `arguments`
    /// is needed to read a manifest back; a parameter that is missing or of another type reads
    /// as nil, so that a manifest edited by hand fails on what verify needs and nothing else.
    struct Job: Codable, Equatable {
        var arguments: [String]
        /// The folder the render ran in, relative to the manifest's own folder (`..` for a
        /// manifest written to `out/m.json`): where the relative paths in `arguments` start, so
        /// that verify finds the scene and images from any folder and after the whole tree moves.
        /// Absent in manifests written before it, whose paths start in verify's own folder.
        var directory: String?
        var preset: String?
        var scene: String?
        /// SHA-256 of the scene file the render read, so verify can say when it has changed.
        var sceneSHA256: String?
        /// The view size in points, `WxH`.
        var size: String?
        /// The frame size in pixels, `WxH`.
        var pixelSize: String?
        var scale: Double?
        var fps: String?
        /// `#RRGGBBAA`.
        var background: String?
        /// The output path or frame pattern.
        var output: String?
        var outputFormat: String?
        /// Which bytes the frame hashes are of.
        var frameHash: String?
        /// An animation's frames, `A-B`.
        var frames: String?
        /// A still's moment in seconds.
        var time: Double?

        init(arguments: [String]) { self.arguments = arguments }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            arguments = try c.decode([String].self, forKey: .arguments)
            directory = c.lenient(.directory)
            preset = c.lenient(.preset)
            scene = c.lenient(.scene)
            sceneSHA256 = c.lenient(.sceneSHA256)
            size = c.lenient(.size)
            pixelSize = c.lenient(.pixelSize)
            scale = c.lenient(.scale)
            fps = c.lenient(.fps)
            background = c.lenient(.background)
            output = c.lenient(.output)
            outputFormat = c.lenient(.outputFormat)
            frameHash = c.lenient(.frameHash)
            frames = c.lenient(.frames)
            time = c.lenient(.time)
        }
    }
}

extension KeyedDecodingContainer {
    /// The value at `key` when it is there and a `T`; nil when it is missing or of another type,
    /// so that the reader of a hand-edited file can say which field is wrong.
    func lenient<T: Decodable>(_ key: Key) -> T? {
        (try? decodeIfPresent(T.self, forKey: key)) ?? nil
    }
}
