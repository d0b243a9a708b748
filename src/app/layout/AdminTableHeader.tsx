import { Grid, Text } from '@chakra-ui/react';

interface AdminTableHeaderProps {
  /** The grid columns the rows use on wide screens. */
  columns: string;
  labels: string[];
  /** The last column (row actions) sits at the end of its cell. */
  actions?: boolean;
}

/** The column titles above an admin list; phones show each row as a card instead. */
export function AdminTableHeader({ columns, labels, actions = false }: AdminTableHeaderProps) {
  return (
    <Grid
      templateColumns={columns}
      columnGap="4"
      px="5"
      py="2.5"
      bg="bg.muted"
      borderBottomWidth="1px"
      fontSize="xs"
      fontWeight="semibold"
      color="fg.muted"
      display={{ base: 'none', md: 'grid' }}
      aria-hidden
    >
      {labels.map((label, index) => (
        <Text key={label} {...(actions && index === labels.length - 1 ? { textAlign: 'end' } : {})}>
          {label}
        </Text>
      ))}
    </Grid>
  );
}
