import { Box } from '@mantine/core';
import { useNavigation } from 'react-router';
import classes from './navigation-progress.module.css';

/** A thin bar across the top while the next screen's code or data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <Box className={classes.bar} aria-hidden="true" />;
}
