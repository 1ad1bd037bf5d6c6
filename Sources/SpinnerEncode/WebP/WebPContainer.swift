/// Edits the RIFF container libwebp assembles: the background colour and loop count in `ANIM`
/// and the frame durations in the `ANMF` chunks (24-bit little-endian milliseconds at offset 12
/// of each frame's data).
enum WebPContainer {
    /// Sets the loop count and makes the last frame end at `totalMilliseconds` (libwebp guesses
    /// the last duration from the average of the others); with `transparentBackground` the
    /// `ANIM` background colour becomes transparent black (its bytes are Blue, Green, Red, Alpha:
    /// all 0), where libwebp writes opaque white, so a player that paints the background shows
    /// the page under a transparent animation. Returns the number of ANMF frames, or nil when the
    /// bytes are not an animated WebP or the last frame would not fit.
    static func patch(_ bytes: inout [UInt8], loopCount: Int, totalMilliseconds: Int,
                      transparentBackground: Bool) -> Int? {
        guard bytes.count >= 12, Array(bytes[0..<4]) == Array("RIFF".utf8), Array(bytes[8..<12]) == Array("WEBP".utf8)
        else { return nil }
        func le(_ i: Int, _ n: Int) -> Int { (0..<n).reduce(0) { $0 | Int(bytes[i + $1]) << (8 * $1) } }
        var p = 12
        var animOffset: Int?
        var frames: [Int] = []   // offsets of the ANMF data
        while p + 8 <= bytes.count {
            let type = String(decoding: bytes[p..<p + 4], as: UTF8.self)
            let size = le(p + 4, 4)
            guard size <= bytes.count - p - 8 else { return nil }
            if type == "ANIM" && size >= 6 { animOffset = p + 8 }
            if type == "ANMF" && size >= 16 { frames.append(p + 8) }
            p += 8 + size + (size & 1)
        }
        guard let animOffset, let last = frames.last else { return nil }
        if transparentBackground { for k in 0..<4 { bytes[animOffset + k] = 0 } }
        bytes[animOffset + 4] = UInt8(loopCount & 0xFF)
        bytes[animOffset + 5] = UInt8((loopCount >> 8) & 0xFF)
        let start = frames.dropLast().reduce(0) { $0 + le($1 + 12, 3) }
        let duration = totalMilliseconds - start
        guard (1...0xFF_FFFF).contains(duration) else { return nil }
        bytes[last + 12] = UInt8(duration & 0xFF)
        bytes[last + 13] = UInt8((duration >> 8) & 0xFF)
        bytes[last + 14] = UInt8((duration >> 16) & 0xFF)
        return frames.count
    }

    /// True for a well-formed still WebP (RIFF `WEBP` whose chunks hold an image and no `ANIM`
    /// or `ANMF`): what libwebp assembles when every frame of an animation is the same picture.
    static func isStillImage(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 12, Array(bytes[0..<4]) == Array("RIFF".utf8), Array(bytes[8..<12]) == Array("WEBP".utf8)
        else { return false }
        func le(_ i: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[i + $1]) << (8 * $1) } }
        var p = 12
        var image = false
        while p + 8 <= bytes.count {
            let type = String(decoding: bytes[p..<p + 4], as: UTF8.self)
            let size = le(p + 4)
            guard size <= bytes.count - p - 8 else { return false }
            if type == "ANIM" || type == "ANMF" { return false }
            if type == "VP8 " || type == "VP8L" { image = true }
            p += 8 + size + (size & 1)
        }
        return image && p == bytes.count
    }
}
