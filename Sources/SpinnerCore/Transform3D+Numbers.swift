/// A transform as the list of numbers files and listings write: an affine one as its six,
/// `[a, b, c, d, tx, ty]` (the form 2D files always held), any other as CATransform3D's
/// sixteen, m11 ... m44 row by row.
extension Transform3D {
    /// Six numbers while affine, else sixteen.
    public var numbers: [Double] {
        guard !isAffine else { let t = affine; return [t.a, t.b, t.c, t.d, t.tx, t.ty] }
        return [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The transform `numbers` wrote: six for an affine one, sixteen for any; nil for another count.
    public init?(numbers v: [Double]) {
        switch v.count {
        case 6: self.init(AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5]))
        case 16:
            self.init(m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6], m24: v[7],
                      m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13], m43: v[14], m44: v[15])
        default: return nil
        }
    }
}
