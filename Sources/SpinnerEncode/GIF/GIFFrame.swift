import SpinnerCore

/// One frame after GIF's alpha rule, held compactly until the whole animation is known.
///
/// The alpha rule: a pixel with alpha at least the cut (`GIFOptions.transparentBelow`, by default
/// 1) is made opaque by compositing it over the matte (premultiplied p + matte·(255 − a)/255,
/// rounded); any other pixel becomes transparent.
/// Colours are 0xAABBGGRR words: opaque ones have alpha 255, the transparent one is the word 0.
/// A frame of at most 256 such colours is kept as a colour list and one byte per pixel; a busier
/// frame keeps its words (four bytes per pixel).
struct GIFFrame {
    /// The frame's distinct colours in first-seen order, or nil when it has more than 256.
    var colors: [UInt32]?
    /// Indices into `colors`, one per pixel (empty when `colors` is nil).
    var indices: [UInt8]
    /// The words themselves when `colors` is nil (empty otherwise).
    var words: [UInt32]
    /// True when some pixel that was not fully opaque was composited over the matte (so the
    /// matte's colour shows in the frame).
    var blended: Bool

    /// Serialised size in memory, for the sink's memory bound.
    var byteCount: Int { (colors?.count ?? 0) * 4 + indices.count + words.count * 4 }

    /// Applies the alpha rule (pixels with alpha below `transparentBelow` become transparent, the
    /// others opaque over `matte`) and collects the colours.
    init(_ frame: PixelBuffer, matte: PremultipliedRGBA8, transparentBelow cut: UInt8 = 1) {
        let count = frame.width * frame.height
        var words = [UInt32](repeating: 0, count: count)
        let mr = UInt32(matte.r), mg = UInt32(matte.g), mb = UInt32(matte.b)
        let cut = UInt32(cut)
        var blended = false
        frame.pixels.withUnsafeBufferPointer { src in
            for i in 0..<count {
                let a = UInt32(src[i * 4 + 3])
                if a < cut { continue }
                var r = UInt32(src[i * 4]), g = UInt32(src[i * 4 + 1]), b = UInt32(src[i * 4 + 2])
                if a != 255 {
                    blended = true
                    let rest = 255 - a
                    r = min(255, r + (mr * rest + 127) / 255)
                    g = min(255, g + (mg * rest + 127) / 255)
                    b = min(255, b + (mb * rest + 127) / 255)
                }
                words[i] = r | g << 8 | b << 16 | 0xFF00_0000
            }
        }
        self.blended = blended
        // Distinct colours through a small open-addressing table; give up past 256.
        var table = [UInt32](repeating: 0, count: 1024)
        var slotIndex = [Int16](repeating: -1, count: 1024)
        var colors: [UInt32] = []
        var indices = [UInt8](repeating: 0, count: count)
        var lastWord: UInt32 = 0, lastIndex: UInt8 = 0, haveLast = false
        for i in 0..<count {
            let w = words[i]
            if haveLast && w == lastWord { indices[i] = lastIndex; continue }
            var slot = Int((w &* 0x9E37_79B1) >> 22)
            while slotIndex[slot] >= 0 && table[slot] != w { slot = (slot + 1) & 1023 }
            if slotIndex[slot] < 0 {
                guard colors.count < 256 else {
                    self.colors = nil
                    self.indices = []
                    self.words = words
                    return
                }
                table[slot] = w
                slotIndex[slot] = Int16(colors.count)
                colors.append(w)
            }
            lastWord = w
            lastIndex = UInt8(slotIndex[slot])
            haveLast = true
            indices[i] = lastIndex
        }
        self.colors = colors
        self.indices = indices
        self.words = []
    }

    private init(colors: [UInt32]?, indices: [UInt8], words: [UInt32], blended: Bool) {
        self.colors = colors
        self.indices = indices
        self.words = words
        self.blended = blended
    }

    /// The tag's bit saying `blended`.
    private static let blendedBit: UInt8 = 2

    /// Tag (0: colour list, 1: words; plus `blendedBit`), then either (count: UInt16, colours,
    /// indices) or the words, all little-endian.
    func serialized() -> [UInt8] {
        var out: [UInt8] = []
        let flag = blended ? GIFFrame.blendedBit : 0
        if let colors {
            out.reserveCapacity(3 + colors.count * 4 + indices.count)
            out.append(0 | flag)
            out.append(UInt8(colors.count & 0xFF)); out.append(UInt8(colors.count >> 8))
            for c in colors { withUnsafeBytes(of: c.littleEndian) { out.append(contentsOf: $0) } }
            out.append(contentsOf: indices)
        } else {
            out.reserveCapacity(1 + words.count * 4)
            out.append(1 | flag)
            words.withUnsafeBytes { raw in
                // Words are stored in host order; the bytes never leave this process.
                out.append(contentsOf: raw)
            }
        }
        return out
    }

    /// Reads what `serialized` wrote; nil when the bytes are not a frame of `pixelCount` pixels.
    init?(serialized bytes: [UInt8], pixelCount: Int) {
        guard let first = bytes.first, first & ~(GIFFrame.blendedBit | 1) == 0 else { return nil }
        let blended = first & GIFFrame.blendedBit != 0, tag = first & 1
        if tag == 0 {
            guard bytes.count >= 3 else { return nil }
            let n = Int(bytes[1]) | Int(bytes[2]) << 8
            guard n <= 256, bytes.count == 3 + n * 4 + pixelCount else { return nil }
            let colors = (0..<n).map { (k: Int) -> UInt32 in
                (0..<4).reduce(UInt32(0)) { (word: UInt32, b: Int) -> UInt32 in word | UInt32(bytes[3 + k * 4 + b]) << UInt32(8 * b) }
            }
            let indices = Array(bytes[(3 + n * 4)...])
            guard indices.allSatisfy({ Int($0) < n }) else { return nil }
            self.init(colors: colors, indices: indices, words: [], blended: blended)
        } else {
            guard bytes.count == 1 + pixelCount * 4 else { return nil }
            var words = [UInt32](repeating: 0, count: pixelCount)
            words.withUnsafeMutableBytes { raw in
                bytes.withUnsafeBytes { src in raw.copyMemory(from: UnsafeRawBufferPointer(rebasing: src[1...])) }
            }
            self.init(colors: nil, indices: [], words: words, blended: blended)
        }
    }

    /// The frame's words, expanded from indices when needed.
    func expandedWords() -> [UInt32] {
        guard let colors else { return words }
        return indices.map { colors[Int($0)] }
    }
}
