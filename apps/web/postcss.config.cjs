// Mantine's preset gives CSS modules rem(), light-dark() and rtl() helpers that match the theme.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
