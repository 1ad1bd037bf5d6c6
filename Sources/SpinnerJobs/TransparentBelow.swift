/// `--transparent-below ALPHA`: which pixels of a GIF become its one transparent colour.
///
/// GIF's alpha is on or off. A pixel less opaque than ALPHA (a fraction 0...1, or a percentage)
/// is made transparent; every other pixel is composited over `--matte`. The default keeps only
/// fully clear pixels transparent, so a faint part (a 20 % tail) is kept, blended over the matte.
package enum TransparentBelow {
    /// The default cut as an alpha (0...255): only alpha 0 is transparent.
    package static let defaultCut: UInt8 = 1

    /// The alpha (0...255) below which pixels are transparent for `text`: the smallest alpha
    /// `a` with `a/255 ≥ ALPHA`, so `0.2` keeps alpha 51 (exactly 20 %) and `0.5` is the classic
    /// cut at 128. 0 makes every pixel opaque; 1 keeps only fully opaque ones.
    package static func parse(_ text: String) throws(CLIError) -> UInt8 {
        let expected = "an alpha from 0 to 1 or a percentage such as 0.5 or 50%: pixels less opaque than it become transparent"
        let percent = text.hasSuffix("%")
        let number = percent ? String(text.dropLast()) : text
        let value = try ValueParser.number(number, option: "transparent-below", min: 0, max: percent ? 100 : 1,
                                           inclusiveMin: true, expected: expected)
        let fraction = percent ? value / 100 : value
        // A decimal such as 0.2 is a hair above 51/255 in binary; the tolerance keeps it at 51.
        let cut = (fraction * 255 - 1e-9).rounded(.up)
        return UInt8(min(255, max(0, cut)))
    }
}
