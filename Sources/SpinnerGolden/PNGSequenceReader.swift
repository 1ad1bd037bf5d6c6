import SpinnerCore

/// A PNG sequence (or a single PNG, a sequence of one) read one file at a time: file `k` is
/// decoded when frame `k` is asked for, never before.
final class PNGSequenceReader: FrameReader {
    let path: String
    /// The files in frame order.
    let files: [String]
    private var position = 0

    init(path: String, files: [String]) {
        self.path = path
        self.files = files
    }

    var knownCount: Int? { files.count }

    func next() throws(FrameSourceError) -> PixelBuffer? {
        guard position < files.count else { return nil }
        let file = files[position]
        position += 1
        return try FrameSource.decodePNG(file)
    }

    /// The count is known from the listing, so the rest is skipped without decoding it.
    func skipRemaining() -> Int {
        defer { position = files.count }
        return files.count - position
    }
}
