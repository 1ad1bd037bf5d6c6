/// The wording shared by every decoder that refuses an image over a pixel limit, so a user
/// learns both the size found and the size allowed.
enum PixelLimit {
    /// "the image is 16384x16384 pixels, more than the 16777216 pixels (4096x4096) spinnergen
    /// decodes"; `what` names the input ("image", "video").
    static func refusal(_ what: String, width: Int, height: Int, limit: Int) -> String {
        "the \(what) is \(width)x\(height) pixels, more than the \(limit) pixels\(squareName(of: limit)) spinnergen decodes"
    }

    /// True when a `width`×`height` picture (either side may be huge) exceeds `limit` pixels.
    static func exceeds(width: Int, height: Int, limit: Int) -> Bool {
        let (pixels, overflow) = max(width, 0).multipliedReportingOverflow(by: max(height, 0))
        return overflow || pixels > limit
    }

    /// " (4096x4096)" when `pixels` is a square number, so the limit also reads as a size.
    static func squareName(of pixels: Int) -> String {
        guard pixels > 0 else { return "" }
        var side = Int(Double(pixels).squareRoot())
        while side * side > pixels { side -= 1 }
        while (side + 1) * (side + 1) <= pixels { side += 1 }
        return side * side == pixels ? " (\(side)x\(side))" : ""
    }
}

extension PNGError {
    /// The refusal of a PNG over a pixel limit (code `.tooLarge`).
    static func tooManyPixels(width: Int, height: Int, limit: Int) -> PNGError {
        PNGError(code: .tooLarge, function: "PNGCodec.decode",
                 message: PixelLimit.refusal("image", width: width, height: height, limit: limit))
    }
}
