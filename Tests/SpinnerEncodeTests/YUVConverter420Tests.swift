import SpinnerCore
import Testing
@testable import SpinnerEncode

/// The three planes of a yuv420p picture.
private struct Planes: Equatable {
    var y: [UInt8], u: [UInt8], v: [UInt8]
}

/// `YUVConverter` for opaque frames in BT.709 limited-range 4:2:0, the MP4 default.
private struct Converter420 {
    let converter: YUVConverter

    init?(width: Int, height: Int, background: PremultipliedRGBA8) {
        guard let converter = YUVConverter(width: width, height: height, format: .yuv420p, background: background) else {
            return nil
        }
        self.converter = converter
    }

    func convert(_ frame: PixelBuffer, changed: PixelRect? = nil) -> Planes? {
        converter.convert(frame, changed: changed).map { Planes(y: $0.planes[0], u: $0.planes[1], v: $0.planes[2]) }
    }
}

/// yuv420p exactly: reference colours, neutral greys, 2×2 chroma averages, changed rects.
@Suite struct YUVConverter420Tests {
    /// BT.709 limited range in floating point, straight from the definition.
    static func exact(_ r: Double, _ g: Double, _ b: Double) -> (y: Double, u: Double, v: Double) {
        let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
        return (16 + 219 / 255 * luma,
                128 + 224 / 255 * (b - luma) / 1.8556,
                128 + 224 / 255 * (r - luma) / 1.5748)
    }

    fileprivate static func solid(_ c: PremultipliedRGBA8) -> Planes {
        Converter420(width: 2, height: 2, background: .transparent)!
            .convert(PixelBuffer(width: 2, height: 2, fill: c))!
    }

    @Test func referenceColours() {
        let white = Self.solid(Synthetic.white), black = Self.solid(PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(white.y == [235, 235, 235, 235] && white.u == [128] && white.v == [128])
        #expect(black.y == [16, 16, 16, 16] && black.u == [128] && black.v == [128])
        let red = Self.solid(PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(red.v == [240])  // Cr reaches its limited-range maximum for pure red
        let blue = Self.solid(PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(blue.u == [240])
    }

    @Test func everyGrayHasNeutralChroma() {
        for v in 0...255 {
            let p = Self.solid(PremultipliedRGBA8(r: UInt8(v), g: UInt8(v), b: UInt8(v), a: 255))
            #expect(p.u == [128] && p.v == [128], "gray \(v)")
        }
    }

    /// The integer coefficients round to the nearest level except where the exact value lies
    /// within a hair of a half (16.16 fixed point errs by < 0.02 levels).
    @Test func matchesTheFloatingPointDefinition() {
        for r in stride(from: 0, through: 255, by: 15) {
            for g in stride(from: 0, through: 255, by: 17) {
                for b in stride(from: 0, through: 255, by: 5) {
                    let p = Self.solid(PremultipliedRGBA8(r: UInt8(r), g: UInt8(g), b: UInt8(b), a: 255))
                    let e = Self.exact(Double(r), Double(g), Double(b))
                    #expect(abs(Double(p.y[0]) - e.y) <= 0.52, "\(r),\(g),\(b)")
                    #expect(abs(Double(p.u[0]) - e.u) <= 0.52, "\(r),\(g),\(b)")
                    #expect(abs(Double(p.v[0]) - e.v) <= 0.52, "\(r),\(g),\(b)")
                }
            }
        }
    }

    @Test func chromaIsTheAverageOfEachTwoByTwoBlock() {
        var frame = PixelBuffer(width: 2, height: 2)
        let colours: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (72, 133, 237)]
        for (i, c) in colours.enumerated() { frame[i % 2, i / 2] = PremultipliedRGBA8(r: c.0, g: c.1, b: c.2, a: 255) }
        let p = Converter420(width: 2, height: 2, background: .transparent)!.convert(frame)!
        let mean = { (k: KeyPath<(UInt8, UInt8, UInt8), UInt8>) in colours.map { Double($0[keyPath: k]) }.reduce(0, +) / 4 }
        let e = Self.exact(mean(\.0), mean(\.1), mean(\.2))
        #expect(abs(Double(p.u[0]) - e.u) <= 0.52)
        #expect(abs(Double(p.v[0]) - e.v) <= 0.52)
        for (i, c) in colours.enumerated() {
            #expect(abs(Double(p.y[i]) - Self.exact(Double(c.0), Double(c.1), Double(c.2)).y) <= 0.52)
        }
    }

    @Test(arguments: [
        PixelRect(x: 11, y: 7, width: 23, height: 21),   // odd origin and size
        PixelRect(x: 10, y: 6, width: 24, height: 24),   // already even
        PixelRect(x: -5, y: -3, width: 60, height: 40),  // reaches past the frame
    ])
    func changedRectGivesTheSameBytesAsFullConversion(rect: PixelRect) {
        let frame = Synthetic.disc(width: 48, height: 36, center: (22.4, 17.1), radius: 10)
        let converter = Converter420(width: 48, height: 36, background: Synthetic.white)!
        let full = converter.convert(frame, changed: nil)!
        #expect(converter.convert(frame, changed: rect) == full)
        // Sanity: the disc is really there, so equality is not between two blank pictures.
        #expect(full.y.contains { $0 != 235 })
    }

    @Test func emptyChangedRectIsAllBackground() {
        let converter = Converter420(width: 8, height: 4, background: Synthetic.blue)!
        let p = converter.convert(PixelBuffer(width: 8, height: 4, fill: Synthetic.blue),
                                  changed: PixelRect(x: 3, y: 1, width: 0, height: 0))!
        let bg = Self.solid(Synthetic.blue)
        #expect(p.y == [UInt8](repeating: bg.y[0], count: 32))
        #expect(p.u == [UInt8](repeating: bg.u[0], count: 8) && p.v == [UInt8](repeating: bg.v[0], count: 8))
    }

    @Test func refusesOddSizesAndMismatchedFrames() {
        #expect(Converter420(width: 3, height: 2, background: .transparent) == nil)
        #expect(Converter420(width: 0, height: 2, background: .transparent) == nil)
        let c = Converter420(width: 4, height: 2, background: .transparent)!
        #expect(c.convert(PixelBuffer(width: 2, height: 4)) == nil)
    }
}
