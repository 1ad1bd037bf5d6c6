import SpinnerCore

/// What frames are composited over before they are compared. A video without alpha (H.264,
/// y4m) holds its frames as they showed over the background they were rendered on, while PNG
/// goldens of the same animation are usually transparent; compared as decoded, every transparent
/// pixel would differ. Compositing the goldens over that background compares what a viewer sees.
public enum Matte: Hashable, Sendable {
    /// Compare the frames as decoded.
    case none
    /// Composite both sides over the colour (an opaque frame is unchanged by it).
    case always(PremultipliedRGBA8)
    /// Composite both sides over the colour only when one side cannot carry alpha
    /// (`FrameReader.carriesAlpha`); two sides that both can are compared as decoded.
    case whenOneSideIsOpaque(PremultipliedRGBA8)

    /// White, what `spinnergen` renders under a format without alpha unless `--background` says
    /// otherwise: the default of `compare`.
    public static let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)

    /// The colour to composite over for sides that do or do not carry alpha; nil for none.
    public func colour(expectedCarriesAlpha: Bool, actualCarriesAlpha: Bool) -> PremultipliedRGBA8? {
        switch self {
        case .none: return nil
        case .always(let c): return c
        case .whenOneSideIsOpaque(let c): return expectedCarriesAlpha && actualCarriesAlpha ? nil : c
        }
    }

    /// `#RRGGBB`, for messages.
    public static func hex(_ c: PremultipliedRGBA8) -> String {
        "#" + [c.r, c.g, c.b].map { HexText.byte($0) }.joined()
    }

    /// `frame` over the opaque `colour`: each premultiplied channel `c + m·(255 − a)/255`, rounded,
    /// as source-over puts a frame on its background.
    public static func composite(_ frame: PixelBuffer, over colour: PremultipliedRGBA8) -> PixelBuffer {
        var out = frame
        let m = [UInt32(colour.r), UInt32(colour.g), UInt32(colour.b)]
        out.pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let inverse = 255 - UInt32(p[i + 3])
                if inverse != 0 {
                    for c in 0..<3 { p[i + c] = UInt8(min(255, UInt32(p[i + c]) + (m[c] * inverse + 127) / 255)) }
                    p[i + 3] = 255
                }
                i += 4
            }
        }
        return out
    }
}
