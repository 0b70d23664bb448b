import { describe, expect, it } from 'vitest';
import { IndicatorCatalogue } from './indicator-catalogue.ts';

describe('indicator catalogue', () => {
  const catalogue = new IndicatorCatalogue(
    [
      { id: 'i1', name: 'Freedom of association and collective bargaining' },
      { id: 'i2', name: 'Child labor ' },
    ],
    [
      { id: 's1', name: 'Worker organizations are not recognised in the workplace', parentId: 'i1' },
      { id: 's2', name: 'Hazardous work', parentId: 'i2' },
    ],
  );

  it('finds a pair exactly, whatever the spaces and capitals', () => {
    expect(catalogue.resolve('CHILD LABOR', ' hazardous work ')).toEqual({
      status: 'found',
      indicatorId: 'i2',
      subIndicatorId: 's2',
      suggestions: [],
    });
  });

  it('finds a pair through close names and says which', () => {
    expect(
      catalogue.resolve('Freedom of assoication and collective bargaining', 'Worker organisations are not recognised in the workplace'),
    ).toEqual({
      status: 'found',
      indicatorId: 'i1',
      subIndicatorId: 's1',
      suggestions: [
        {
          field: 'indicator',
          given: 'Freedom of assoication and collective bargaining',
          suggestion: 'Freedom of association and collective bargaining',
        },
        {
          field: 'subIndicator',
          given: 'Worker organisations are not recognised in the workplace',
          suggestion: 'Worker organizations are not recognised in the workplace',
        },
      ],
    });
  });

  it('keeps the indicator suggestion when the sub-indicator has no close match', () => {
    expect(
      catalogue.resolve('Freedom of assoication and collective bargaining', 'Worker unions and associations are not recognised'),
    ).toEqual({
      status: 'unknown',
      suggestions: [
        {
          field: 'indicator',
          given: 'Freedom of assoication and collective bargaining',
          suggestion: 'Freedom of association and collective bargaining',
        },
      ],
    });
    expect(catalogue.resolve('Hazardous work', 'Child labor')).toEqual({ status: 'unknown', suggestions: [] });
  });
});
