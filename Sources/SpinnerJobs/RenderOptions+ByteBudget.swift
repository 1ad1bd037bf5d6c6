/// `--max-bytes SIZE`: the byte budget of GIF, APNG, WebP and WebM outputs.
extension RenderOptions {
    /// The budget `text` gives, read as `--memory-limit` reads sizes (K = 1024); refused with
    /// `--bitrate`, since the search chooses the VP9 quality itself.
    static func byteBudget(_ text: String, _ a: ArgumentScanner) throws(CLIError) -> Int {
        let bytes = try ValueParser.byteSize(text, option: "max-bytes", range: ValueParser.byteBudgets,
                                             expected: "a size such as 256K, 1.5M or 300000 bytes (K and M are powers of 1024)")
        if a.has("bitrate") {
            throw CLIError("--max-bytes and --bitrate cannot be used together: the budget chooses the quality",
                           hint: "drop --bitrate; --crf sets the finest quality tried")
        }
        return bytes
    }
}
