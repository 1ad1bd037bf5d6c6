import SpinnerCore
import Testing
@testable import SpinnerEncode

@Suite struct YUVConverterTests {
    /// The samples of one pixel of a 2×2 picture filled with `c` (10-bit samples little-endian).
    static func samples(_ c: PremultipliedRGBA8, _ format: VideoPixelFormat, _ range: ColorRange) -> [Int] {
        let picture = YUVConverter(width: 2, height: 2, format: format, range: range, background: .transparent)!
            .convert(PixelBuffer(width: 2, height: 2, fill: c))!
        return picture.planes.map { plane in
            format.bitDepth > 8 ? Int(plane[0]) | Int(plane[1]) << 8 : Int(plane[0])
        }
    }

    static let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)
    static let black = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)
    static let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
    static let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)

    @Test func tenBitLimitedRangeSpans64To940And960() {
        #expect(Self.samples(Self.white, .yuva444p10le, .limited) == [940, 512, 512, 1023])
        #expect(Self.samples(Self.black, .yuva444p10le, .limited) == [64, 512, 512, 1023])
        #expect(Self.samples(Self.red, .yuv444p10le, .limited)[2] == 960)
        #expect(Self.samples(Self.blue, .yuv444p10le, .limited)[1] == 960)
        #expect(Self.samples(.transparent, .yuva444p10le, .limited) == [64, 512, 512, 0])
    }

    @Test func fullRangeUsesEveryCode() {
        #expect(Self.samples(Self.white, .yuv444p, .full) == [255, 128, 128])
        #expect(Self.samples(Self.black, .yuv444p, .full) == [0, 128, 128])
        // Y of pure red: 0.2126·255 = 54.2; Cr reaches the top code.
        #expect(Self.samples(Self.red, .yuv444p, .full) == [54, 99, 255])
        #expect(Self.samples(Self.white, .yuv444p10le, .limited)[0] == 940)
    }

    /// BT.709 in floating point against the integer path, both ranges and depths, every 17th level.
    @Test(arguments: [(VideoPixelFormat.yuv444p, ColorRange.limited), (.yuv444p, .full), (.yuv444p10le, .limited),
                      (.yuv444p10le, .full)])
    func matchesTheDefinition(format: VideoPixelFormat, range: ColorRange) {
        let top = Double((1 << format.bitDepth) - 1), step = Double(1 << (format.bitDepth - 8))
        let (ys, cs, y0) = range == .limited ? (219 * step, 224 * step, 16 * step) : (top, top, 0.0)
        for r in stride(from: 0, through: 255, by: 17) {
            for g in stride(from: 0, through: 255, by: 51) {
                for b in stride(from: 0, through: 255, by: 15) {
                    let s = Self.samples(PremultipliedRGBA8(r: UInt8(r), g: UInt8(g), b: UInt8(b), a: 255), format, range)
                    let luma = (0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)) / 255
                    let cb = (Double(b) / 255 - luma) / 1.8556, cr = (Double(r) / 255 - luma) / 1.5748
                    let mid = Double(1 << (format.bitDepth - 1))
                    let want = [y0 + ys * luma, mid + cs * cb, mid + cs * cr].map { min(top, max(0, $0)) }
                    for k in 0..<3 {
                        #expect(abs(Double(s[k]) - want[k]) <= 0.52, "\(r),\(g),\(b) plane \(k): \(s[k]) vs \(want[k])")
                    }
                }
            }
        }
    }

    /// A translucent pixel stores its straight colour and its alpha.
    @Test func translucentColourIsUnpremultiplied() {
        let half = PremultipliedRGBA8(r: 36, g: 67, b: 119, a: 128)  // #4885ED at alpha 128, premultiplied
        let straight = PremultipliedRGBA8(r: 72, g: 133, b: 237, a: 255)
        for format in [VideoPixelFormat.yuva420p, .yuva444p10le] {
            let s = Self.samples(half, format, .limited), o = Self.samples(straight, format, .limited)
            #expect(Array(s[0..<3]) == Array(o[0..<3]), "\(format)")
        }
        #expect(Self.samples(half, .yuva420p, .limited)[3] == 128)
        #expect(Self.samples(half, .yuva444p10le, .limited)[3] == (128 * 1023 + 127) / 255)
    }

    /// Transparent pixels do not darken the chroma of a 4:2:0 block: one opaque red pixel and three
    /// transparent ones give red's chroma.
    @Test func subsampledChromaIsWeightedByAlpha() {
        var frame = PixelBuffer(width: 2, height: 2)
        frame[1, 1] = Self.red
        let picture = YUVConverter(width: 2, height: 2, format: .yuva420p, background: .transparent)!.convert(frame)!
        let red = Self.samples(Self.red, .yuva420p, .limited)
        #expect(picture.planes[1] == [UInt8(red[1])] && picture.planes[2] == [UInt8(red[2])])
        #expect(picture.planes[3] == [0, 0, 0, 255])
        #expect(picture.planes[0][0] == 16 && picture.planes[0][3] == UInt8(red[0]))
    }

    /// The changed-rect fast path gives the same picture as converting everything, in every
    /// format and range, on transparent and opaque backgrounds.
    @Test(arguments: VideoPixelFormat.allCases)
    func changedRectMatchesFullConversion(format: VideoPixelFormat) {
        for range in ColorRange.allCases {
            for opaque in [false, true] {
                var frame = opaque
                    ? VideoTestFrames.opaqueRing(width: 64, height: 48, angle: 1)
                    : VideoTestFrames.translucentRing(width: 64, height: 48, angle: 1)
                let background = opaque ? Self.white : PremultipliedRGBA8.transparent
                // Blank out everything outside an odd-edged rect, as the renderer reports it.
                let rect = PixelRect(x: 13, y: 9, width: 31, height: 27)
                for y in 0..<48 {
                    for x in 0..<64 where !(rect.x..<rect.maxX).contains(x) || !(rect.y..<rect.maxY).contains(y) {
                        frame[x, y] = background
                    }
                }
                let converter = YUVConverter(width: 64, height: 48, format: format, range: range, background: background)!
                #expect(converter.convert(frame, changed: rect) == converter.convert(frame, changed: nil),
                        "\(format) \(range) opaque \(opaque)")
                let empty = converter.convert(PixelBuffer(width: 64, height: 48, fill: background),
                                              changed: PixelRect(x: 0, y: 0, width: 0, height: 0))
                #expect(empty == converter.convert(PixelBuffer(width: 64, height: 48, fill: background)))
            }
        }
    }

    @Test func sizesTheFormatCannotHoldAreRefused() {
        #expect(YUVConverter(width: 5, height: 4, format: .yuva420p, background: .transparent) == nil)
        #expect(YUVConverter(width: 5, height: 3, format: .yuv444p, background: .transparent) != nil)
        #expect(YUVConverter(width: 0, height: 4, format: .yuv444p, background: .transparent) == nil)
        #expect(YUVConverter(width: 4, height: 4, format: .yuv444p, background: .transparent)!
            .convert(PixelBuffer(width: 2, height: 2)) == nil)
    }
}
