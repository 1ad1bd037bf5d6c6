import SpinnerCore
import Testing
@testable import SpinnerEncode

/// Straight alpha limited to the changed rect (the background filled, not converted) must give
/// the bytes of converting every pixel.
@Suite struct AlphaConversionTests {
    /// A 13×9 frame of `background` with translucent and opaque pixels inside `rect`.
    static func frame(background: PremultipliedRGBA8, drawnIn rect: PixelRect) -> PixelBuffer {
        var frame = PixelBuffer(width: 13, height: 9, fill: background)
        var seed: UInt32 = 7
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                let a = UInt8(truncatingIfNeeded: seed >> 24)
                let v = UInt8(truncatingIfNeeded: seed >> 8) % (a == 0 ? 1 : a)
                frame[x, y] = PremultipliedRGBA8(r: v, g: a / 2, b: a, a: a)
            }
        }
        return frame
    }

    /// `rect`'s blocks on `frame`, as the renderer hands them to a sink.
    static func rows(_ rect: PixelRect, _ frame: PixelBuffer) -> DirtyRows {
        DirtyRows(rect, width: frame.width, height: frame.height)
    }

    static let rects = [
        PixelRect(x: 0, y: 0, width: 0, height: 0), PixelRect(x: 3, y: 2, width: 5, height: 4),
        PixelRect(x: 0, y: 0, width: 4, height: 9), PixelRect(x: 9, y: 0, width: 4, height: 3),
        PixelRect(x: 0, y: 6, width: 13, height: 3), PixelRect(x: 0, y: 0, width: 13, height: 9),
    ]

    @Test(arguments: [PremultipliedRGBA8.transparent, PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255),
                      PremultipliedRGBA8(r: 40, g: 20, b: 60, a: 128)])
    func theChangedRectGivesTheBytesOfTheWholeFrame(background: PremultipliedRGBA8) {
        for rect in Self.rects {
            let frame = Self.frame(background: background, drawnIn: rect)
            let whole = AlphaConversion.straightBytes(of: frame)
            #expect(whole.count == 13 * 9 * 4)
            #expect(AlphaConversion.straightBytes(of: frame, changed: Self.rows(rect, frame)) == whole, "\(rect)")
            // BGRA is the same pixels with red and blue exchanged.
            var swapped = whole
            for i in stride(from: 0, to: swapped.count, by: 4) { swapped.swapAt(i, i + 2) }
            #expect(AlphaConversion.straightBytes(of: frame, changed: Self.rows(rect, frame), bgra: true) == swapped, "\(rect)")
            #expect(AlphaConversion.straightBytes(of: frame, bgra: true) == swapped)
        }
        // A translucent background pixel is un-premultiplied like any other.
        let plain = AlphaConversion.straightBytes(of: PixelBuffer(width: 13, height: 9, fill: background))
        #expect(Array(plain[0..<4]) == [background.unpremultiplied.r, background.unpremultiplied.g,
                                        background.unpremultiplied.b, background.a])
    }

    /// Every premultiplied value (p ≤ a) converts to `PremultipliedRGBA8.unpremultiplied`'s
    /// rounding, whichever path (transparent, opaque, looked up) the pixel takes.
    @Test func everyPremultipliedValueGivesTheRoundedStraightValue() {
        var frame = PixelBuffer(width: 256, height: 256)
        for a in 0..<256 {
            for p in 0..<256 {
                let v = UInt8(min(p, a))
                frame[p, a] = PremultipliedRGBA8(r: v, g: UInt8(a) / 3, b: UInt8(a - Int(v)), a: UInt8(a))
            }
        }
        var expected: [UInt8] = []
        for y in 0..<256 {
            for x in 0..<256 {
                let s = frame[x, y].unpremultiplied
                expected += [s.r, s.g, s.b, s.a]
            }
        }
        #expect(AlphaConversion.straightBytes(of: frame) == expected)
        // Row a = 0 is all transparent: the background, outside the changed rect.
        #expect(AlphaConversion.straightBytes(of: frame, changed: Self.rows(PixelRect(x: 0, y: 1, width: 256, height: 255), frame)) == expected)
    }

    /// Runs of opaque pixels are copied whole: a run of any length, starting at any offset in
    /// its row, broken by a translucent or clear pixel anywhere (or reaching the row's end),
    /// gives each pixel's own rounding, over an opaque background and with the whole frame marked.
    @Test func opaqueRunsOfEveryLengthAndOffsetGiveEachPixelsRounding() {
        let width = 61
        var frame = PixelBuffer(width: width, height: 40, fill: PremultipliedRGBA8(r: 9, g: 200, b: 30, a: 255))
        for y in 0..<40 {
            // Row y: an opaque run from column y % 11 of length y + 3, then one translucent pixel
            // and a clear one, the rest opaque in another colour.
            let start = y % 11, end = min(width, start + y + 3)
            for x in 0..<width {
                let v = UInt8(truncatingIfNeeded: x * 7 + y)
                switch x {
                case start..<end: frame[x, y] = PremultipliedRGBA8(r: v, g: 255 - v, b: 128, a: 255)
                case end: frame[x, y] = PremultipliedRGBA8(r: v / 2, g: 3, b: 0, a: 131)
                case end + 1: frame[x, y] = .transparent
                default: break
                }
            }
        }
        var expected: [UInt8] = []
        for y in 0..<40 {
            for x in 0..<width {
                let s = frame[x, y].unpremultiplied
                expected += [s.r, s.g, s.b, s.a]
            }
        }
        #expect(AlphaConversion.straightBytes(of: frame) == expected)
        #expect(AlphaConversion.straightBytes(of: frame, changed: DirtyRows.all(width: width, height: 40)) == expected)
    }

    /// A changed rect reaching past the canvas is clipped to it, not read beyond it.
    @Test func aChangedRectPastTheCanvasIsClipped() {
        let rect = PixelRect(x: 9, y: 5, width: 4, height: 4)
        let frame = Self.frame(background: .transparent, drawnIn: rect)
        let whole = AlphaConversion.straightBytes(of: frame)
        for past in [PixelRect(x: 9, y: 5, width: 40, height: 40), PixelRect(x: -3, y: -3, width: 16, height: 12)] {
            #expect(AlphaConversion.straightBytes(of: frame, changed: Self.rows(past, frame)) == whole, "\(past)")
        }
    }

    /// One canvas reused across frames whose changed rects move, grow, vanish and cover all,
    /// whose background changes and whose size changes, gives every frame the bytes of a
    /// fresh conversion: the last frame's rect is reset, nothing of it survives.
    @Test(arguments: [false, true])
    func aReusedCanvasGivesTheBytesOfAFreshConversion(bgra: Bool) {
        let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)
        let backgrounds = [PremultipliedRGBA8.transparent, .transparent, white, white, .transparent]
        var canvas = StraightCanvas()
        var step = 0
        for background in backgrounds {
            for rect in Self.rects + Self.rects.reversed() {
                let frame = Self.frame(background: background, drawnIn: rect)
                AlphaConversion.convert(frame, changed: Self.rows(rect, frame), bgra: bgra, into: &canvas)
                #expect(canvas.bytes == AlphaConversion.straightBytes(of: frame, bgra: bgra), "\(step): \(rect)")
                step += 1
            }
        }
        // Another size starts over.
        let small = PixelBuffer(width: 3, height: 2, fill: white)
        AlphaConversion.convert(small, changed: DirtyRows(width: 3, height: 2), bgra: bgra, into: &canvas)
        #expect(canvas.bytes == [UInt8](repeating: 255, count: 3 * 2 * 4))
        #expect(step == 5 * 2 * Self.rects.count)
    }

    /// A canvas whose bytes are still held (a prepared frame not yet written) is copied, not
    /// overwritten: the held bytes stay the earlier frame's.
    @Test func heldBytesAreNotOverwritten() {
        var canvas = StraightCanvas()
        let first = Self.frame(background: .transparent, drawnIn: Self.rects[1])
        AlphaConversion.convert(first, changed: Self.rows(Self.rects[1], first), bgra: false, into: &canvas)
        let held = canvas.bytes
        let second = Self.frame(background: .transparent, drawnIn: Self.rects[3])
        AlphaConversion.convert(second, changed: Self.rows(Self.rects[3], second), bgra: false, into: &canvas)
        #expect(held == AlphaConversion.straightBytes(of: first))
        #expect(canvas.bytes == AlphaConversion.straightBytes(of: second))
        #expect(held != canvas.bytes)
    }

    /// Rows of two spans each (a ring's left and right side), moving from frame to frame over
    /// a reused canvas: the spans the last frame converted and this one does not are reset,
    /// the shared ones rewritten, so every frame has the bytes of a fresh conversion.
    @Test(arguments: [false, true])
    func ringSpansOverAReusedCanvasGiveTheBytesOfAFreshConversion(bgra: Bool) {
        let (w, h) = (150, 7)
        var random = SplitMix64(seed: bgra ? 7 : 3)
        var canvas = StraightCanvas()
        let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)
        for step in 0..<24 {
            let background = step < 16 ? PremultipliedRGBA8.transparent : white
            var frame = PixelBuffer(width: w, height: h, fill: background)
            var dirty = DirtyRows(width: w, height: h)
            for y in 0..<h {
                for side in [0, w / 2] {
                    let x0 = side + Int(random.next() % UInt64(w / 4)), x1 = x0 + 1 + Int(random.next() % 20)
                    dirty.mark(row: y, from: x0, to: x1)
                    for x in x0..<min(x1, w) {
                        let a = UInt8(truncatingIfNeeded: random.next() % 256)
                        frame[x, y] = PremultipliedRGBA8(r: a / 2, g: a, b: a / 3, a: a)
                    }
                }
            }
            AlphaConversion.convert(frame, changed: dirty, bgra: bgra, into: &canvas)
            #expect(canvas.bytes == AlphaConversion.straightBytes(of: frame, bgra: bgra), "step \(step)")
        }
    }
}
