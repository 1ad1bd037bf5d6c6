import SpinnerWorkers

/// Chooses the one global palette of a GIF from its `GIFColorCensus` and maps every frame to it.
///
/// At most 256 distinct colours in the whole animation (transparency counting as one): the
/// palette is exactly those colours, opaque ones sorted by value, the transparent index last, and
/// mapping is a table lookup. More: `PaletteBuilder` makes 256 colours (255 when the animation has
/// transparency) from a histogram of every opaque pixel and `Ditherer` maps each frame, frames in
/// parallel (each frame's mapping depends only on that frame, so the bytes do not depend on the
/// thread count).
enum GIFPaletteChoice {
    /// The global table (0xAABBGGRR words), the transparent index (nil when no pixel is
    /// transparent) and each frame's full-canvas indices.
    /// `maximumColors` (2 ... 256) bounds the palette, transparency included: an animation with
    /// more colours than that is quantised even when it has 256 or fewer.
    static func choose(_ frames: [GIFFrame], census: GIFColorCensus, width: Int, height: Int, dither: DitherMethod, threads: Int,
                       maximumColors: Int = 256)
        -> (table: [UInt32], transparent: UInt8?, indices: [[UInt8]]) {
        let limit = min(256, max(2, maximumColors))
        var census = census
        if let exact = census.exact, exact.count > limit { census = GIFColorCensus.histogram(of: frames) }
        if let exact = census.exact {
            let opaque = exact.filter { $0 != 0 }.sorted()
            let transparent: UInt8? = exact.contains(0) ? UInt8(opaque.count) : nil
            var lookup: [UInt32: UInt8] = [:]
            for (i, c) in opaque.enumerated() { lookup[c] = UInt8(i) }
            if let transparent { lookup[0] = transparent }
            let indices = frames.map { f -> [UInt8] in
                let local = f.colors!.map { lookup[$0]! }
                return f.indices.map { local[Int($0)] }
            }
            return (opaque + (transparent == nil ? [] : [0]), transparent, indices)
        }

        let builder = census.builder ?? PaletteBuilder()
        let hasTransparency = census.hasTransparency
        let colors = builder.build(maximumColors: hasTransparency ? limit - 1 : limit)
        let transparent: UInt8? = hasTransparency ? UInt8(colors.count) : nil
        let ditherer = Ditherer(palette: Palette(colors: colors), transparentIndex: transparent, method: dither)
        let results = ResultSlots(count: frames.count)
        ParallelLoop.run(frames.count, threads: threads) { i in
            let words = frames[i].expandedWords()
            let mapped = words.withUnsafeBufferPointer { ditherer.map($0, width: width, height: height) }
            results.store(mapped, at: i)
        }
        return (colors + (transparent == nil ? [] : [0]), transparent, results.values)
    }
}
