extension Manifest {
    /// The manifest's `job` object: the command line as given (verify renders it again) and the
    /// parameters that follow from it, for people and tools reading the file. Only `arguments`
    /// is needed to read a manifest back; a parameter that is missing or of another type reads
    /// as nil, so that a manifest edited by hand fails on what verify needs and nothing else.
    package struct Job: Codable, Equatable {
        package var arguments: [String]
        /// The folder the render ran in, relative to the manifest's own folder (`..` for a
        /// manifest written to `out/m.json`): where the relative paths in `arguments` start, so
        /// that verify finds the scene and images from any folder and after the whole tree moves.
        /// Absent in manifests written before it, whose paths start in verify's own folder.
        package var directory: String?
        package var preset: String?
        package var scene: String?
        /// SHA-256 of the scene file the render read, so verify can say when it has changed.
        package var sceneSHA256: String?
        /// The view size in points, `WxH`.
        package var size: String?
        /// The frame size in pixels, `WxH`.
        package var pixelSize: String?
        package var scale: Double?
        package var fps: String?
        /// `#RRGGBBAA`.
        package var background: String?
        /// The output path or frame pattern.
        package var output: String?
        package var outputFormat: String?
        /// Which bytes the frame hashes are of.
        package var frameHash: String?
        /// An animation's frames, `A-B`.
        package var frames: String?
        /// A still's moment in seconds.
        package var time: Double?

        package init(arguments: [String]) { self.arguments = arguments }

        package init(from decoder: any Decoder) throws {
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
    package func lenient<T: Decodable>(_ key: Key) -> T? {
        (try? decodeIfPresent(T.self, forKey: key)) ?? nil
    }
}
