/// The colours of a GIF's frames, counted as the frames are written, so that choosing the global
/// palette at the end does not start by reading every frame again (with several outputs, the
/// counting overlaps the render instead of adding to the GIF's final, single-threaded step).
///
/// While the animation has at most 256 distinct colours only the set is kept (the palette will
/// be exactly those); once it has more, a `PaletteBuilder` histogram of every opaque pixel is
/// kept, starting with the frames seen before. A histogram is a sum, so the palette does not
/// depend on when each frame was counted.
struct GIFColorCensus {
    /// The distinct words so far, or nil once there are more than 256.
    private(set) var exact: Set<UInt32>? = []
    /// Every opaque pixel counted, once `exact` has overflowed.
    private(set) var builder: PaletteBuilder?
    /// Whether any frame counted into `builder` has a transparent pixel.
    private(set) var hasTransparency = false

    /// Counts `frame`; `earlier` are the frames counted before it, needed once when the set
    /// overflows and the histogram must start from them.
    mutating func add(_ frame: GIFFrame, earlier: some Collection<GIFFrame>) {
        if var seen = exact {
            exact = nil
            if let colors = frame.colors {
                seen.formUnion(colors)
                if seen.count <= 256 { exact = seen; return }
            }
            builder = PaletteBuilder()
            for f in earlier { count(f) }
        }
        count(frame)
    }

    /// Adds `frame`'s opaque pixels to the histogram.
    private mutating func count(_ frame: GIFFrame) {
        if let colors = frame.colors {
            var histogram = [Int](repeating: 0, count: colors.count)
            frame.indices.withUnsafeBufferPointer { indices in
                for i in indices { histogram[Int(i)] += 1 }
            }
            for (k, c) in colors.enumerated() {
                if c == 0 { hasTransparency = true } else { builder!.add(color: c, count: histogram[k]) }
            }
        } else {
            frame.words.withUnsafeBufferPointer { builder!.add($0) }
            if !hasTransparency, frame.words.contains(0) { hasTransparency = true }
        }
    }

    /// The histogram of every opaque pixel of `frames`, however few their colours: what a
    /// palette smaller than the animation's own set of colours is chosen from.
    static func histogram(of frames: [GIFFrame]) -> GIFColorCensus {
        var census = GIFColorCensus()
        census.exact = nil
        census.builder = PaletteBuilder()
        for f in frames { census.count(f) }
        return census
    }
}
