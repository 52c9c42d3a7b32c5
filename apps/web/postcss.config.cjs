// Mantine's preset gives CSS modules rem()/light-dark() and its mixins. Breakpoint `$variables` are left out on
// purpose: Biome cannot parse them; use Mantine's responsive style props for breakpoint-dependent values.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
